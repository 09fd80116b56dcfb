import { useCallback } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { useRemotePathTo } from '@drawfront/shared/routes/use-remote-path-to';
import { fetchGiveaways } from '../lib/membership-api';
import { GiveawayCard } from './giveaway-card';

/** The giveaways taking entries now, each linking to its page (landing; keyed by membership, so a join reads them again). */
export function CurrentGiveaways({ api, basePath, i18n, site }: Pick<RemoteProps, 'api' | 'basePath' | 'i18n' | 'site'>) {
  const pathTo = useRemotePathTo(site, basePath);
  const load = useCallback((signal: AbortSignal) => fetchGiveaways(api, { status: 'current' }, signal), [api]);
  const giveaways = useResource(load);
  return (
    <section className="membership-section" aria-labelledby="membership-giveaways-heading">
      <h2 className="membership-section__heading" id="membership-giveaways-heading">
        {i18n.t('membership.giveaways.current', 'Current giveaways')}
      </h2>
      {giveaways.status === 'loading' && (
        <LoadingRegion label={i18n.t('membership.giveaways.loading', 'Loading giveaways')}>
          <Skeleton height="6rem" />
        </LoadingRegion>
      )}
      {giveaways.status === 'error' && <LoadError title={i18n.t('membership.giveaways.load-error', "We couldn't load the giveaways")} error={giveaways.error} i18n={i18n} onRetry={giveaways.retry} />}
      {giveaways.status === 'success' && (
        <ul className="membership-cards membership-cards--three">
          {giveaways.data.items.map((draw) => (
            <GiveawayCard key={draw.id} draw={draw} i18n={i18n} link={{ kind: 'router', to: pathTo('daily-winners-giveaway', { giveawayType: draw.type, drawNumber: draw.number }) }} />
          ))}
        </ul>
      )}
    </section>
  );
}
