import { useParams } from 'react-router-dom';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { CausePage } from '../features/causes/components/cause-page';
import { CausesPage } from '../features/causes/components/causes-page';
import { useCauseDirectory, useCauseEntry } from './use-cause-entries';
import { OffersError } from '../features/offers/components/offers-error';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { offerPath } from '../features/offers/model/offer-path';
import type { RaffleRouteProps } from './raffle-routes';

/** `/causes` and `/causes/{causeSlug}`: the causes directory from `GET /causes`, with the offers on sale for each. */
export function CausesRoute(props: RaffleRouteProps) {
  const { causeSlug } = useParams();
  return causeSlug === undefined ? <CausesDirectoryRoute {...props} /> : <CauseRoute {...props} causeSlug={causeSlug} />;
}

function CausesDirectoryRoute({ api, site, i18n }: RaffleRouteProps) {
  const state = useCauseDirectory(api);
  if (state.status === 'loading') return <OffersLoading i18n={i18n} />;
  if (state.status === 'error') return <OffersError error={state.error} i18n={i18n} onRetry={state.retry} />;
  return <CausesPage directory={state.data} site={site} i18n={i18n} />;
}

function CauseRoute({ api, site, i18n, navigate, causeSlug }: RaffleRouteProps & { causeSlug: string }) {
  const state = useCauseEntry(api, causeSlug);
  if (state.status === 'loading') return <OffersLoading i18n={i18n} />;
  if (state.status === 'error') return <OffersError error={state.error} i18n={i18n} onRetry={state.retry} />;
  if (!state.data) return <NotFound i18n={i18n} navigate={navigate} />;
  return <CausePage entry={state.data} segmentOf={(offer) => offerPath(offer, site.subVariant).slice(1)} site={site} i18n={i18n} />;
}
