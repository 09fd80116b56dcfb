import { useCallback, useState } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { GIVEAWAY_PAGE_SIZE } from '@drawfront/shared/contract/membership';
import { useResource } from '@drawfront/shared/data/use-resource';
import { Button } from '@drawfront/shared/ui/button';
import { Hero } from '@drawfront/shared/ui/hero';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchWinners } from '../../../lib/membership-api';
import { Pager } from '../../../components/pager';
import { WinnerList } from '../../../components/winner-list';
import '../../../components/membership.css';

/** /daily-winners/winners: the latest winners of every giveaway, names masked, a page at a time. */
export function WinnersPage({ api, i18n, site }: Pick<RemoteProps, 'api' | 'i18n' | 'site'>) {
  const title = i18n.t('membership.winners.heading', 'Recent winners');
  usePageTitle(title, site.name);
  const [page, setPage] = useState(1);
  const load = useCallback((signal: AbortSignal) => fetchWinners(api, page, signal), [api, page]);
  const winners = useResource(load);
  return (
    <div className="membership-page">
      <Hero tone="success">
        <PageHeading intro={i18n.t('membership.winners.intro', 'Members win every day. Names are shortened to protect their privacy.')}>{title}</PageHeading>
      </Hero>
      <section className="membership-section" aria-label={i18n.t('membership.winners.list', 'Latest winners')}>
        {winners.status === 'loading' && (
          <LoadingRegion label={i18n.t('membership.winners.loading', 'Loading winners')}>
            <Skeleton height="6rem" />
          </LoadingRegion>
        )}
        {winners.status === 'error' && <LoadError title={i18n.t('membership.winners.load-error', "We couldn't load the winners")} error={winners.error} i18n={i18n} onRetry={winners.retry} />}
        {winners.status === 'success' && (
          <>
            <WinnerList winners={winners.data.items} i18n={i18n} empty={i18n.t('membership.winners.empty', 'No giveaway has been drawn yet: the first winners appear here.')} />
            <Pager
              page={page}
              total={winners.data.pageInfo.total}
              pageSize={GIVEAWAY_PAGE_SIZE}
              i18n={i18n}
              render={(to, label) => (
                <Button key={label} variant="secondary" onClick={() => setPage(to)}>
                  {label}
                </Button>
              )}
            />
          </>
        )}
      </section>
    </div>
  );
}
