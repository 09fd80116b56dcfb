import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { pageItems } from '../lib/page-items';
import './pagination.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The path of a page of this list (page 1 is the plain path). */
  pathFor: (page: number) => string;
  i18n: I18n;
}

/** Previous, page numbers and next as links, so every page has an address and works without script. */
export function Pagination({ page, totalPages, pathFor, i18n }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="account-pagination" aria-label={i18n.t('account.pagination.label', 'Pagination')}>
      <ul className="account-pagination__list">
        {page > 1 ? (
          <li>
            <Link
              className="account-pagination__link account-pagination__link--step df-ui-focusable"
              to={pathFor(page - 1)}
              rel="prev"
              aria-label={i18n.t('account.pagination.previous-page', 'Previous page')}
            >
              {i18n.t('account.pagination.previous', 'Previous')}
            </Link>
          </li>
        ) : null}
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className="account-pagination__link df-ui-focusable"
                to={pathFor(item)}
                aria-label={i18n.t('account.pagination.page', 'Page {n}', { n: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ) : (
            // The ellipsis only draws the gap; the numbers either side say where it is.
            <li key={item} className="account-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link
              className="account-pagination__link account-pagination__link--step df-ui-focusable"
              to={pathFor(page + 1)}
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
