import type { I18n } from '@drawfront/shared/contract/i18n';

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  i18n: I18n;
  /** The address of a page, or a handler when pages are not addresses. */
  render: (page: number, label: string, rel: 'prev' | 'next') => React.ReactNode;
}

/** Previous / next for a paged list; nothing when everything fits on one page. */
export function Pager({ page, total, pageSize, i18n, render }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="membership-pager" aria-label={i18n.t('membership.pager.label', 'Pages')}>
      {page > 1 && render(page - 1, i18n.t('membership.pager.previous', 'Previous page'), 'prev')}
      <span>{i18n.t('membership.pager.position', 'Page {page} of {pages}', { page, pages })}</span>
      {page < pages && render(page + 1, i18n.t('membership.pager.next', 'Next page'), 'next')}
    </nav>
  );
}
