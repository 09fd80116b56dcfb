import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { pageItems } from '../lib/page-items';
import './pagination.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The path of a page of this list (page 1 is the plain path); null when the list is off on the site, so no link is drawn. */
  pathFor: (page: number) => string | null;
  i18n: I18n;
}

/** Previous, page numbers and next as links, so every page has an address and works without script. */
export function Pagination({ page, totalPages, pathFor, i18n }: PaginationProps) {
  if (totalPages <= 1) return null;
  const previous = page > 1 ? pathFor(page - 1) : null;
  const next = page < totalPages ? pathFor(page + 1) : null;
  return (
    <nav className="account-pagination" aria-label={i18n.t('account.pagination.label', 'Pagination')}>
      <ul className="account-pagination__list">
        {previous !== null ? (
          <li>
            <Link
              className="account-pagination__link account-pagination__link--step df-ui-focusable"
              to={previous}
              rel="prev"
              aria-label={i18n.t('account.pagination.previous-page', 'Previous page')}
            >
              {i18n.t('account.pagination.previous', 'Previous')}
            </Link>
          </li>
        ) : null}
        {pageItems(page, totalPages).map((item) => {
          if (typeof item !== 'number') {
            return (
              // The ellipsis only draws the gap; the numbers either side say where it is.
              <li key={item} className="account-pagination__gap" aria-hidden="true">
                …
              </li>
            );
          }
          const to = pathFor(item);
          return to === null ? null : (
            <li key={item}>
              <Link
                className="account-pagination__link df-ui-focusable"
                to={to}
                aria-label={i18n.t('account.pagination.page', 'Page {n}', { n: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          );
        })}
        {next !== null ? (
          <li>
            <Link
              className="account-pagination__link account-pagination__link--step df-ui-focusable"
              to={next}
              rel="next"
              aria-label={i18n.t('account.pagination.next-page', 'Next page')}
            >
              {i18n.t('account.pagination.next', 'Next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
