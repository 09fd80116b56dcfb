import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { apiStatusOf } from '@drawfront/shared/api-client/api-error';
import { useResource } from '@drawfront/shared/data/use-resource';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { isNotFound } from '../../../lib/error-texts';
import { fetchGroupByToken, joinGroup } from '../../../lib/lotto-party-api';
import '../../../lib/lotto-party.css';

export type JoinPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

/** /lotto-party/join?token=…: the group an invite link names, and joining it. */
export function JoinPage({ api, i18n, navigate, site }: JoinPageProps) {
  const heading = i18n.t('lotto-party.join.heading', 'Join a lotto party');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const load = useCallback((signal: AbortSignal) => fetchGroupByToken(api, token, signal), [api, token]);
  const resource = useResource(load);
  const join = useSubmitOnce({
    send: () => joinGroup(api, token),
    toFailure: (error) => errorMessage(error, i18n.t('lotto-party.join.failed', 'Sorry, we could not add you to the group. Please try again.')),
    lockAfterSuccess: true,
    onSuccess: (group) => {
      const to = pathTo('my-lotto-party-group', { id: group.id });
      if (to) navigate(to);
    },
  });
  // A token the API refuses as malformed (400, 422) names no group either: the same page as an unknown one.
  const refused = resource.status === 'error' ? apiStatusOf(resource.error) : null;
  const notFound = resource.status === 'error' && (isNotFound(resource.error) || refused === 400 || refused === 422);
  return (
    <div className="lotto-party-flow">
      <PageHeading>{heading}</PageHeading>
      {resource.status === 'loading' && <Skeleton height="8rem" />}
      {(notFound || token === '') && resource.status !== 'loading' && (
        <Alert tone="info" title={i18n.t('lotto-party.join.unknown-title', 'This invite link does not work')}>
          {i18n.t('lotto-party.join.unknown', 'Ask the friend who sent it for a new link.')}
        </Alert>
      )}
      {resource.status === 'error' && !notFound && token !== '' && <LoadError title={i18n.t('lotto-party.join.load-error', "We couldn't load this group")} error={resource.error} i18n={i18n} onRetry={resource.retry} />}
      {resource.status === 'success' && (
        <section className="lotto-party-card" aria-labelledby="lotto-party-join-group">
          <h2 id="lotto-party-join-group" className="lotto-party-card__title">
            {resource.data.groupName}
          </h2>
          <p>{i18n.t('lotto-party.join.organiser', `Organised by ${resource.data.organiserName} · ${resource.data.memberCount} ${resource.data.memberCount === 1 ? 'member' : 'members'}`)}</p>
          <p>{resource.data.openSessionId ? i18n.t('lotto-party.join.open', 'A session is open now: join, then buy your shares.') : i18n.t('lotto-party.join.no-open', 'No session is open right now: join and you will see the next one.')}</p>
          {join.state.status === 'error' && <Alert tone="error">{join.state.failure}</Alert>}
          {resource.data.isMember ? (
            (() => {
              const to = pathTo('my-lotto-party-group', { id: resource.data.id });
              return to ? (
                <ShellLink to={to} navigate={navigate} className={buttonClassName('primary')}>
                  {i18n.t('lotto-party.join.open-group', 'You are a member: open the group')}
                </ShellLink>
              ) : null;
            })()
          ) : (
            <Button busy={join.state.status === 'submitting'} onClick={() => void join.submit(undefined)}>
              {i18n.t('lotto-party.join.button', 'Join the group')}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
