import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PageInfo } from '@drawfront/shared/contract/purchase';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { ShellLink } from '@drawfront/shared/ui/shell-link';

/** Previous / next links of a paged list; none past the ends (no dead ends). */
export function Pager({ page, pageInfo, pathOf, i18n, navigate }: { page: number; pageInfo: PageInfo; pathOf: (page: number) => string | null; i18n: I18n; navigate: RemoteProps['navigate'] }) {
  const pages = Math.max(1, Math.ceil(pageInfo.total / Math.max(1, pageInfo.limit)));
  if (pages <= 1) return null;
  const previous = page > 1 ? pathOf(page - 1) : null;
  const next = page < pages ? pathOf(page + 1) : null;
  return (
    <nav className="lotto-party-pager" aria-label={i18n.t('lotto-party.pager.label', 'Pages')}>
      {previous && (
        <ShellLink to={previous} navigate={navigate}>
          {i18n.t('lotto-party.pager.previous', 'Previous page')}
        </ShellLink>
      )}
      <span>{i18n.t('lotto-party.pager.position', `Page ${page} of ${pages}`)}</span>
      {next && (
        <ShellLink to={next} navigate={navigate}>
          {i18n.t('lotto-party.pager.next', 'Next page')}
        </ShellLink>
      )}
    </nav>
  );
}
