import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { pageWindow } from '../model/pagination';
import './results.css';

export interface PaginationProps {
  page: number;
  count: number;
  /** The path of a page (page 1 without a page number). */
  hrefFor: (page: number) => string;
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
  return (
    <nav className="catalogue-pagination" aria-label={label}>
      <ul className="catalogue-pagination__list">
        {page > 1 ? (
          <li>
            <Link className="df-ui-link catalogue-pagination__link" to={hrefFor(page - 1)} rel="prev">
              {i18n.t('catalogue.pagination.previous', 'Previous page')}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="catalogue-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="df-ui-link catalogue-pagination__link"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={i18n.t('catalogue.pagination.page', 'Page {page}', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <Link className="df-ui-link catalogue-pagination__link" to={hrefFor(page + 1)} rel="next">
              {i18n.t('catalogue.pagination.next', 'Next page')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
