import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFound } from '@drawfront/shared/ui/not-found';
import type { CataloguePageProps } from '../features/offers/components/home-page';
import { OffersError } from '../features/offers/components/offers-error';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { useProductOffers } from '../features/offers/hooks/use-product-offers';
import { findOfferBySegment, offerPath } from '../features/offers/model/offer-path';
import { FreePostalEntryPage } from '../features/raffles/components/free-postal-entry-page';
import { RaffleDrawPage } from '../features/raffles/components/raffle-draw-page';
import { TermsPage } from '../features/terms/components/terms-page';
import { YourSupportPage } from '../features/raffles/components/your-support-page';
import { causeDirectory, findCause } from '../features/causes/model/cause-directory';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { parseDrawNo } from '../features/results/model/draw-number';
import type { AppRoutesProps } from './app';

export type RaffleRouteProps = CataloguePageProps & Pick<AppRoutesProps, 'navigate'>;

/** The offer a route's `:productOfferKey` names, with its path here; loading, error and unknown states rendered for the caller. */
function useRouteOffer({ api, site, i18n, navigate }: RaffleRouteProps) {
  const { productOfferKey = '' } = useParams();
  const state = useProductOffers(api);
  if (state.status === 'loading') return { element: <OffersLoading i18n={i18n} /> } as const;
  if (state.status === 'error') return { element: <OffersError error={state.error} i18n={i18n} onRetry={state.retry} /> } as const;
  const offer = findOfferBySegment(state.data, productOfferKey, site.subVariant);
  if (!offer) return { element: <NotFound i18n={i18n} navigate={navigate} /> } as const;
  return { offer, offers: state.data, path: offerPath(offer, site.subVariant) } as const;
}

/** `/{offer}/draw/{drawNo}`: a raffle draw's page; a lottery has no draw pages (its later draws use `?firstDrawNo=`). */
export function RaffleDrawRoute(props: RaffleRouteProps) {
  const drawNo = parseDrawNo(useParams().drawNo);
  const found = useRouteOffer(props);
  if ('element' in found) return found.element;
  if (drawNo === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  if (found.offer.type !== 'raffle_ticket') return <Navigate to={`${found.path}?firstDrawNo=${drawNo}`} replace />;
  return <RaffleDrawPage offer={found.offer} offerPath={found.path} drawNo={drawNo} site={props.site} i18n={props.i18n} now={props.clock()} />;
}

/** `/{offer}/draw/{drawNo}/buy`: the play page starting at that draw. */
export function RaffleDrawBuyRoute(props: RaffleRouteProps) {
  const drawNo = parseDrawNo(useParams().drawNo);
  const found = useRouteOffer(props);
  if ('element' in found) return found.element;
  if (drawNo === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return <Navigate to={`${found.path}?firstDrawNo=${drawNo}`} replace />;
}

/** `/{offer}/buy`: the play page; with `?free-postal-entry`, how to enter free by post. */
export function OfferBuyRoute(props: RaffleRouteProps) {
  const [search] = useSearchParams();
  const found = useRouteOffer(props);
  if ('element' in found) return found.element;
  if (search.has('free-postal-entry')) return <FreePostalEntryPage offer={found.offer} offerPath={found.path} site={props.site} i18n={props.i18n} />;
  return <Navigate to={found.path} replace />;
}

/** `/{offer}/terms-and-conditions` and `/{offer}/terms-and-conditions/{drawNo}`. */
export function TermsRoute(props: RaffleRouteProps) {
  const { drawNo: rawDrawNo } = useParams();
  const drawNo = rawDrawNo === undefined ? null : parseDrawNo(rawDrawNo);
  const found = useRouteOffer(props);
  if ('element' in found) return found.element;
  if (rawDrawNo !== undefined && drawNo === null) return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return <TermsPage api={props.api} site={props.site} i18n={props.i18n} offerKey={found.offer.key} offerName={found.offer.name} offerPath={found.path} drawNo={drawNo} />;
}

/** `/{offer}/your-support`: what a raffle's tickets raised for its cause; a lottery has no such page. */
export function YourSupportRoute(props: RaffleRouteProps) {
  const pathTo = usePathTo(props.site);
  const found = useRouteOffer(props);
  if ('element' in found) return found.element;
  if (found.offer.type !== 'raffle_ticket') return <NotFound i18n={props.i18n} navigate={props.navigate} />;
  // A cause links to its page only where that page exists: the directory lists causes of offers on sale.
  const directory = causeDirectory(found.offers);
  const causePath = (urlSlug: string) => (findCause(directory, urlSlug) ? pathTo('cause', { causeSlug: urlSlug }) : null);
  return <YourSupportPage api={props.api} site={props.site} i18n={props.i18n} offerKey={found.offer.key} offerName={found.offer.name} offerPath={found.path} causePath={causePath} />;
}
