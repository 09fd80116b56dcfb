import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { GIVEAWAY_PAGE_SIZE } from '@drawfront/shared/contract/membership';
import { useResource } from '@drawfront/shared/data/use-resource';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchGiveaways } from '../../../lib/membership-api';
import { GiveawayCard } from '../../../components/giveaway-card';
import { Pager } from '../../../components/pager';
import '../../../components/membership.css';

type Props = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> & { which: 'current' | 'closed' };

/** /my-account/current-giveaways/{page?} and /my-account/closed-giveaways/{page?}: the customer's giveaways, 9 a page. */
export function MyGiveawaysPage(props: Props) {
  const { page } = useParams();
  const number = page === undefined ? 1 : Number(page);
  if (!Number.isInteger(number) || number < 1) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return <MyGiveaways {...props} page={number} />;
}

function MyGiveaways({ api, i18n, navigate, site, which, page }: Props & { page: number }) {
  const title = which === 'current' ? i18n.t('membership.my.current', 'Current giveaways') : i18n.t('membership.my.closed', 'Closed giveaways');
  usePageTitle(title, site.name);
  const pathTo = usePathTo(site);
  const load = useCallback((signal: AbortSignal) => fetchGiveaways(api, { status: which, mine: which === 'closed', page }, signal), [api, which, page]);
  const giveaways = useResource(load);
  const other = which === 'current' ? pathTo('closed-giveaways') : pathTo('current-giveaways');
  return (
    <div className="membership-page">
      <PageHeading
        intro={
          which === 'current'
            ? i18n.t('membership.my.current.intro', 'The giveaways taking entries now, and your entry in each.')
            : i18n.t('membership.my.closed.intro', 'Giveaways you were entered in that have been drawn.')
        }
      >
        {title}
      </PageHeading>
      {other && (
        <p>
          <ShellLink to={other} navigate={navigate}>
            {which === 'current' ? i18n.t('membership.my.to-closed', 'See closed giveaways') : i18n.t('membership.my.to-current', 'See current giveaways')}
          </ShellLink>
        </p>
      )}
      {giveaways.status === 'loading' && (
        <LoadingRegion label={i18n.t('membership.giveaways.loading', 'Loading giveaways')}>
          <Skeleton height="6rem" />
        </LoadingRegion>
      )}
      {giveaways.status === 'error' && <LoadError title={i18n.t('membership.giveaways.load-error', "We couldn't load the giveaways")} error={giveaways.error} i18n={i18n} onRetry={giveaways.retry} />}
      {giveaways.status === 'success' && (
        <>
          {giveaways.data.items.length === 0 ? (
            <p>{which === 'current' ? i18n.t('membership.my.current.empty', 'No giveaway is taking entries right now.') : i18n.t('membership.my.closed.empty', 'None of your giveaways has been drawn yet.')}</p>
          ) : (
            <ul className="membership-cards membership-cards--three">
              {giveaways.data.items.map((draw) => (
                <GiveawayCard key={draw.id} draw={draw} i18n={i18n} headingLevel={2} link={{ kind: 'shell', to: pathTo('daily-winners-giveaway', { giveawayType: draw.type, drawNumber: draw.number }), navigate }} />
              ))}
            </ul>
          )}
          <Pager
            page={page}
            total={giveaways.data.pageInfo.total}
            pageSize={GIVEAWAY_PAGE_SIZE}
            i18n={i18n}
            render={(to, label, rel) => {
              const href = pathTo(which === 'current' ? 'current-giveaways' : 'closed-giveaways', { page: to });
              return href ? (
                <ShellLink key={rel} to={href} navigate={navigate} rel={rel}>
                  {label}
                </ShellLink>
              ) : null;
            }}
          />
        </>
      )}
    </div>
  );
}
