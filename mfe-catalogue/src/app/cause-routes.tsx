import { useParams } from 'react-router-dom';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { CausePage } from '../features/causes/components/cause-page';
import { CausesPage } from '../features/causes/components/causes-page';
import { causeDirectory, findCause } from '../features/causes/model/cause-directory';
import { OffersError } from '../features/offers/components/offers-error';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { useProductOffers } from '../features/offers/hooks/use-product-offers';
import { offerPath } from '../features/offers/model/offer-path';
import type { RaffleRouteProps } from './raffle-routes';

/** `/causes` and `/causes/{causeSlug}`: the causes the site's offers support, from the product offers. */
export function CausesRoute({ api, site, i18n, navigate }: RaffleRouteProps) {
  const { causeSlug } = useParams();
  const state = useProductOffers(api);
  if (state.status === 'loading') return <OffersLoading i18n={i18n} />;
  if (state.status === 'error') return <OffersError error={state.error} i18n={i18n} onRetry={state.retry} />;
  const directory = causeDirectory(state.data);
  if (causeSlug === undefined) return <CausesPage directory={directory} site={site} i18n={i18n} />;
  const entry = findCause(directory, causeSlug);
  if (!entry) return <NotFound i18n={i18n} navigate={navigate} />;
  return <CausePage entry={entry} segmentOf={(offer) => offerPath(offer, site.subVariant).slice(1)} site={site} i18n={i18n} />;
}
