import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import { NotFound } from '@drawfront/shared/ui/not-found';
import type { CataloguePageProps } from '../features/offers/components/home-page';
import { OffersError } from '../features/offers/components/offers-error';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { useProductOffers } from '../features/offers/hooks/use-product-offers';
import { openDraws } from '../features/offers/model/next-draw';
import { isOnSale } from '../features/offers/model/offer-groups';
import { findOfferBySegment, offerPath } from '../features/offers/model/offer-path';
import { PlayPage } from '../features/play/components/play-page';
import { PlayUnavailable } from '../features/play/components/play-unavailable';
import { gameTypeFromSuffix, SUPPORTED_GAME_TYPES } from '../features/play/model/game-type-route';
import type { AppRoutesProps } from './app';

export interface PlayRouteProps extends CataloguePageProps, Pick<AppRoutesProps, 'navigate' | 'notify'> {
  cartClient: Pick<CartClient, 'addItem'>;
  random?: () => number;
}

/** The standard game offer of an offer, if it has one. */
const standardGameOffer = (offer: ProductOffer) => offer.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0] ?? null;

/**
 * `/{productOfferKey}/{gameTypeKey?}`: composes the offers feature (loading the offer) with the play
 * feature (building the ticket), so neither reaches into the other.
 */
export function PlayRoute({ api, site, i18n, clock, navigate, notify, cartClient, random }: PlayRouteProps) {
  const { productOfferKey = '', gameTypeKey } = useParams();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const state = useProductOffers(api);

  if (state.status === 'loading') return <OffersLoading i18n={i18n} />;
  if (state.status === 'error') return <OffersError error={state.error} i18n={i18n} onRetry={state.retry} />;

  const offer = findOfferBySegment(state.data, productOfferKey, site.subVariant);
  if (!offer) return <NotFound i18n={i18n} navigate={navigate} />;

  const gameType = gameTypeFromSuffix(gameTypeKey);
  const gameOffer = gameType ? offer.gameTypes.find((type) => type.key === gameType)?.gameOffers[0] : undefined;
  const standardPath = gameType !== 'standard' && standardGameOffer(offer) ? offerPath(offer, site.subVariant) : null;
  if (!isOnSale(offer)) {
    const message = i18n.t('catalogue.play.not-on-sale', "{name} isn't on sale right now. Please check back later.", { name: offer.name });
    return <PlayUnavailable offerName={offer.name} siteName={site.name} message={message} i18n={i18n} standardPath={null} />;
  }
  if (!gameType || !gameOffer || !SUPPORTED_GAME_TYPES.has(gameType)) {
    const message = i18n.t('catalogue.play.game-type-unavailable', "This way to play isn't available for this lottery.");
    return <PlayUnavailable offerName={offer.name} siteName={site.name} message={message} i18n={i18n} standardPath={standardPath} />;
  }

  const now = clock();
  return (
    <PlayPage
      // A new offer or game type starts a new ticket rather than carrying picks across.
      key={`${offer.key}/${gameType}/${gameOffer.key}`}
      offer={offer}
      gameType={gameType}
      gameOffer={gameOffer}
      openDraws={openDraws(offer, now)}
      firstDrawNo={searchParams.get('firstDrawNo')}
      search={search}
      site={site}
      i18n={i18n}
      now={now}
      cartClient={cartClient}
      navigate={navigate}
      notify={notify}
      random={random}
    />
  );
}
