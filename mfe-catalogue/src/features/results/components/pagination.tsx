import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { pageWindow } from '../model/pagination';
import './results.css';

export interface PaginationProps {
  page: number;
  count: number;
  /** The path of a page (page 1 without a page number); null when the list is off on the site, so no link is drawn. */
  hrefFor: (page: number) => string | null;
  /** Names the navigation landmark, e.g. "Oz Lotto results pages". */
  label: string;
  i18n: I18n;
}

/**
 * Links between pages of results: real links (keyboard, new tab, crawlers), the current page marked
 * with aria-current, and "Previous"/"Next" named in full for screen readers.
 */
export function Pagination({ page, count, hrefFor, label, i18n }: PaginationProps) {
  if (count <= 1) return null;
  const previous = page > 1 ? hrefFor(page - 1) : null;
  const next = page < count ? hrefFor(page + 1) : null;
  return (
    <nav className="catalogue-pagination" aria-label={label}>
      <ul className="catalogue-pagination__list">
        {previous !== null ? (
          <li>
            <Link className="df-ui-link catalogue-pagination__link" to={previous} rel="prev">
              {i18n.t('catalogue.pagination.previous', 'Previous page')}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, count).map((item, index) => {
          if (item === 'gap') {
            return (
              <li key={`gap-${index}`} className="catalogue-pagination__gap" aria-hidden="true">
                …
              </li>
            );
          }
          const to = hrefFor(item);
          return to === null ? null : (
            <li key={item}>
              <Link
                className="df-ui-link catalogue-pagination__link"
                to={to}
                aria-current={item === page ? 'page' : undefined}
                aria-label={i18n.t('catalogue.pagination.page', 'Page {page}', { page: item })}
              >
                {item}
              </Link>
            </li>
          );
        })}
        {next !== null ? (
          <li>
            <Link className="df-ui-link catalogue-pagination__link" to={next} rel="next">
              {i18n.t('catalogue.pagination.next', 'Next page')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
