import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { DEFAULT_PAGE_SIZE } from '@drawfront/shared/rules/lotto-party';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { isForbidden } from '../../../lib/error-texts';
import { drawDate, money, pageParam } from '../../../lib/format';
import { InviteLink } from '../../../lib/invite-link';
import { fetchGroup, fetchGroupSessions, leaveGroup } from '../../../lib/lotto-party-api';
import { Pager } from '../../../lib/pager';
import { statusText } from '../../../lib/status-text';
import '../../../lib/lotto-party.css';

export type GroupPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

/** /my-account/lotto-party/group/{id}/{page}: the group, its invite link and its sessions (10 a page). */
export function GroupPage({ api, i18n, navigate, site }: GroupPageProps) {
  const params = useParams();
  const id = params.id ?? '';
  const page = pageParam(params.page);
  const pathTo = usePathTo(site);
  const load = useCallback(async (signal: AbortSignal) => {
    const [group, sessions] = await Promise.all([fetchGroup(api, id, signal), fetchGroupSessions(api, id, DEFAULT_PAGE_SIZE, ((page ?? 1) - 1) * DEFAULT_PAGE_SIZE, signal)]);
    return { group, sessions };
  }, [api, id, page]);
  const resource = useResource(load);
  const leave = useSubmitOnce({
    send: () => leaveGroup(api, id),
    toFailure: (error) => errorMessage(error),
    lockAfterSuccess: true,
    onSuccess: () => {
      const to = pathTo('my-lotto-party');
      if (to) navigate(to);
    },
  });
  const heading = resource.status === 'success' ? resource.data.group.groupName : i18n.t('lotto-party.group.heading', 'Lotto party group');
  usePageTitle(heading, site.name);
  if (page === null) return <NotFound i18n={i18n} navigate={navigate} />;
  const forbidden = resource.status === 'error' && isForbidden(resource.error);
  return (
    <div className="lotto-party-account">
      <PageHeading>{heading}</PageHeading>
      {resource.status === 'loading' && <Skeleton height="12rem" />}
      {forbidden && (
        <Alert tone="info" title={i18n.t('lotto-party.group.private-title', 'This group is private')}>
          {i18n.t('lotto-party.group.private', 'Only its members can see it. Ask a member for the invite link to join.')}
        </Alert>
      )}
      {resource.status === 'error' && !forbidden && <LoadError title={i18n.t('lotto-party.group.error', "We couldn't load this group")} error={resource.error} i18n={i18n} onRetry={resource.retry} />}
      {resource.status === 'success' && (() => {
        const { group, sessions } = resource.data;
        const newSession = !group.openSessionId && group.isMember ? pathTo('lotto-party-group', {}, { groupId: group.id }) : null;
        return (
          <>
            <p>
              {group.isOrganiser ? i18n.t('lotto-party.groups.organiser', 'You organise this group') : i18n.t('lotto-party.groups.member', `Organised by ${group.organiserName}`)}
              {` · ${group.memberCount} ${group.memberCount === 1 ? 'member' : 'members'}`}
            </p>
            {group.inviteToken && <InviteLink token={group.inviteToken} i18n={i18n} site={site} />}
            <section aria-labelledby="lotto-party-sessions-heading">
              <h2 id="lotto-party-sessions-heading">{i18n.t('lotto-party.group.sessions', 'Sessions')}</h2>
              {newSession && (
                <p>
                  <ShellLink to={newSession} navigate={navigate} className={buttonClassName('secondary')}>
                    {i18n.t('lotto-party.group.new-session', 'Open a session for a draw')}
                  </ShellLink>
                </p>
              )}
              {sessions.sessions.length === 0 && <p>{i18n.t('lotto-party.group.no-sessions', 'No sessions yet.')}</p>}
              <ul className="lotto-party-list">
                {sessions.sessions.map((session) => {
                  const to = pathTo('my-lotto-party-session', { id: session.sessionId });
                  const draw = session.draws[0]!;
                  const label = `${draw.lotteryName} draw ${draw.drawNo}`;
                  return (
                    <li key={session.sessionId} className="lotto-party-card">
                      <h3 className="lotto-party-card__title">{to ? <ShellLink to={to} navigate={navigate}>{label}</ShellLink> : label}</h3>
                      <p>
                        {`${drawDate(draw.drawDate, site)} · ${statusText(session.status, i18n)} · ${money(session.sharePrice, site)} a share · ${session.sharesSold} of ${session.sharesTotal} sold`}
                        {session.myShares > 0 ? ` · ${i18n.t('lotto-party.session.mine', `you hold ${session.myShares}`)}` : ''}
                      </p>
                    </li>
                  );
                })}
              </ul>
              <Pager page={page} pageInfo={sessions.pageInfo} pathOf={(n) => pathTo('my-lotto-party-group', { id: group.id, page: n <= 1 ? undefined : n })} i18n={i18n} navigate={navigate} />
            </section>
            {group.isMember && !group.isOrganiser && (
              <section aria-labelledby="lotto-party-leave-heading" className="lotto-party-leave">
                <h2 id="lotto-party-leave-heading">{i18n.t('lotto-party.group.leave-heading', 'Leave the group')}</h2>
                <p>{i18n.t('lotto-party.group.leave-rule', 'You can leave when you hold no shares in an open session. Your shares in past sessions, and their prizes, stay yours.')}</p>
                {leave.state.status === 'error' && <Alert tone="error">{leave.state.failure}</Alert>}
                <Button variant="secondary" busy={leave.state.status === 'submitting'} onClick={() => void leave.submit(undefined)}>
                  {i18n.t('lotto-party.group.leave', 'Leave this group')}
                </Button>
              </section>
            )}
          </>
        );
      })()}
    </div>
  );
}
