import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { GROUP_LIST_PAGE_SIZE } from '@drawfront/shared/rules/lotto-party';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { pageParam } from '../../../lib/format';
import { fetchGroups } from '../../../lib/lotto-party-api';
import { Pager } from '../../../lib/pager';
import '../../../lib/lotto-party.css';

export type MyGroupsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

/** /my-account/lotto-party/{page}: the customer's groups, 6 a page (groups spec §9). */
export function MyGroupsPage({ api, i18n, navigate, site }: MyGroupsPageProps) {
  const heading = i18n.t('lotto-party.groups.heading', 'Your lotto party groups');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const page = pageParam(useParams().page);
  const load = useCallback((signal: AbortSignal) => fetchGroups(api, GROUP_LIST_PAGE_SIZE, ((page ?? 1) - 1) * GROUP_LIST_PAGE_SIZE, signal), [api, page]);
  const resource = useResource(load);
  if (page === null) return <NotFound i18n={i18n} navigate={navigate} />;
  const create = pathTo('lotto-party-group');
  return (
    <div className="lotto-party-account">
      <PageHeading>{heading}</PageHeading>
      {create && (
        <p>
          <ShellLink to={create} navigate={navigate} className={buttonClassName('secondary')}>
            {i18n.t('lotto-party.groups.create', 'Start a new group')}
          </ShellLink>
        </p>
      )}
      {resource.status === 'loading' && <Skeleton height="10rem" />}
      {resource.status === 'error' && <LoadError title={i18n.t('lotto-party.groups.error', "We couldn't load your groups")} error={resource.error} i18n={i18n} onRetry={resource.retry} />}
      {resource.status === 'success' && resource.data.groups.length === 0 && <p>{i18n.t('lotto-party.groups.empty', 'You are not in a group yet. Start one, or ask a friend for their invite link.')}</p>}
      {resource.status === 'success' && resource.data.groups.length > 0 && (
        <>
          <ul className="lotto-party-list">
            {resource.data.groups.map((group) => {
              const to = pathTo('my-lotto-party-group', { id: group.id });
              return (
                <li key={group.id} className="lotto-party-card">
                  <h2 className="lotto-party-card__title">{to ? <ShellLink to={to} navigate={navigate}>{group.groupName}</ShellLink> : group.groupName}</h2>
                  <p>
                    {group.isOrganiser ? i18n.t('lotto-party.groups.organiser', 'You organise this group') : i18n.t('lotto-party.groups.member', `Organised by ${group.organiserName}`)}
                    {` · ${group.memberCount} ${group.memberCount === 1 ? 'member' : 'members'}`}
                    {group.openSessionId ? i18n.t('lotto-party.groups.open', ' · a session is open') : ''}
                  </p>
                </li>
              );
            })}
          </ul>
          <Pager page={page} pageInfo={resource.data.pageInfo} pathOf={(n) => pathTo('my-lotto-party', { page: n <= 1 ? undefined : n })} i18n={i18n} navigate={navigate} />
        </>
      )}
    </div>
  );
}
