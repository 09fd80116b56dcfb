import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { GameTypeKey, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import { NotFound } from '@drawfront/shared/ui/not-found';
import type { CataloguePageProps } from '../features/offers/components/home-page';
import { OffersError } from '../features/offers/components/offers-error';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { useProductOffers } from '../features/offers/hooks/use-product-offers';
import { openDraws } from '../features/offers/model/next-draw';
import { isOnSale } from '../features/offers/model/offer-groups';
import { findOfferBySegment, offerPath } from '../features/offers/model/offer-path';
import { EntryPage } from '../features/game-types/components/entry-page';
import { WaysToPlay } from '../features/game-types/components/ways-to-play';
import { isEntryGameType } from '../features/game-types/model/entry-rules';
import { PlayPage } from '../features/play/components/play-page';
import { PlayUnavailable } from '../features/play/components/play-unavailable';
import { chooseFirstDraw } from '../features/play/model/first-draw';
import { GAME_TYPE_SUFFIX, gameTypeFromSuffix, SUPPORTED_GAME_TYPES } from '../features/play/model/game-type-route';
import { OfferTips } from '../features/tips/components/offer-tips';
import { PlayElsewhere } from '../features/play/components/play-elsewhere';
import { SyndicatePage } from '../features/play/components/syndicate-page';
import { PreviewNotice } from '../features/offers/components/preview-notice';
import { RaffleSupportLink } from '../features/raffles/components/raffle-support-link';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { useFavouriteNumbers } from '@drawfront/shared/data/use-favourite-numbers';
import type { AppRoutesProps } from './app';

export interface PlayRouteProps extends CataloguePageProps, Pick<AppRoutesProps, 'navigate' | 'notify' | 'bus'> {
  cartClient: Pick<CartClient, 'addItem'>;
  random?: () => number;
  /** `/causes/{causeSlug}/{offer}`: the cause the ticket is for; a cause the offer does not support is a 404. */
  causeSlug?: string;
  /** A signed-in customer on a site with favourite numbers: the builder offers "use my favourites". */
  favouritesEnabled?: boolean;
}

/** Whether a game type has a page: the play feature's, or the game-types feature's entry page. */
const hasPage = (gameType: GameTypeKey) => SUPPORTED_GAME_TYPES.has(gameType) || isEntryGameType(gameType);

/** The offer's ways to play that have a page, with their paths (standard on the plain product path). */
function waysToPlay(offer: ProductOffer, subVariant: string) {
  const base = offerPath(offer, subVariant);
  const first = offer.gameTypes.find((type) => hasPage(type.key) && type.gameOffers.length > 0)?.key;
  return offer.gameTypes
    .filter((type) => hasPage(type.key) && type.gameOffers.length > 0)
    .map((type) => ({ gameType: type.key, path: type.key === 'standard' || (type.key === first && !offer.gameTypes.some((other) => other.key === 'standard')) ? base : `${base}/${GAME_TYPE_SUFFIX[type.key]}` }));
}

/** The standard game offer of an offer, if it has one. */
const standardGameOffer = (offer: ProductOffer) => offer.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0] ?? null;

/**
 * `/{productOfferKey}/{gameTypeKey?}`: composes the offers feature (loading the offer) with the play
 * feature (building the ticket), so neither reaches into the other.
 */
export function PlayRoute({ api, site, i18n, clock, navigate, notify, bus, cartClient, random, causeSlug, favouritesEnabled = false }: PlayRouteProps) {
  const { productOfferKey = '', gameTypeKey } = useParams();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  // `?preview=true` (storefront §2): the API adds unpublished offers when this customer may preview them.
  const preview = searchParams.get('preview') === 'true';
  const state = useProductOffers(api, preview);
  const pathTo = usePathTo(site);
  const favourites = useFavouriteNumbers(api, favouritesEnabled);

  // What every builder page takes, whichever way to play it builds.
  const builder = (now: Date) => ({ search, site, i18n, now, cartClient, navigate, notify, bus });

  if (state.status === 'loading') return <OffersLoading i18n={i18n} />;
  if (state.status === 'error') return <OffersError error={state.error} i18n={i18n} onRetry={state.retry} />;

  const offer = findOfferBySegment(state.data, productOfferKey, site.subVariant);
  if (!offer) return <NotFound i18n={i18n} navigate={navigate} />;
  const cause = causeSlug === undefined ? null : (offer.causes.find((candidate) => candidate.urlSlug.toLowerCase() === causeSlug.toLowerCase()) ?? null);
  if (causeSlug !== undefined && !cause) return <NotFound i18n={i18n} navigate={navigate} />;

  // The plain product path plays standard games, or the offer's only way to play when it sells no standard
  // games (a Strike lottery's boxed entries, a syndicate's shares).
  const asked = gameTypeFromSuffix(gameTypeKey);
  const onlyWay = offer.gameTypes.find((type) => hasPage(type.key) || type.key === 'syndicate')?.key;
  const gameType = asked === 'standard' && !gameTypeKey && !standardGameOffer(offer) && onlyWay ? onlyWay : asked;
  const gameOffer = gameType ? offer.gameTypes.find((type) => type.key === gameType)?.gameOffers[0] : undefined;
  const standardPath = gameType !== 'standard' && standardGameOffer(offer) ? offerPath(offer, site.subVariant) : null;
  if (!isOnSale(offer)) {
    const message = i18n.t('catalogue.play.not-on-sale', "{name} isn't on sale right now. Please check back later.", { name: offer.name });
    return <PlayUnavailable offerName={offer.name} siteName={site.name} message={message} i18n={i18n} standardPath={null} />;
  }
  // Subscriptions and group play are built by their own flows: link there rather than end here.
  const flowPath =
    gameOffer && gameType === 'deferred'
      ? pathTo('offer-subscription', { productOfferKey: offerPath(offer, site.subVariant).slice(1) })
      : gameOffer && gameType === 'lotto_party'
        ? pathTo('lotto-party')
        : null;
  if (flowPath) {
    const isParty = gameType === 'lotto_party';
    return (
      <PlayElsewhere
        offerName={offer.name}
        siteName={site.name}
        message={
          isParty
            ? i18n.t('catalogue.play.party-elsewhere', 'Play {name} with your group in Lotto Party.', { name: offer.name })
            : i18n.t('catalogue.play.subscription-elsewhere', 'Subscribe to {name} on its subscription page.', { name: offer.name })
        }
        linkText={isParty ? i18n.t('catalogue.play.party-link', 'Go to Lotto Party') : i18n.t('catalogue.play.subscription-link', 'Set up a subscription')}
        to={flowPath}
      />
    );
  }
  if (gameType === 'syndicate' && gameOffer) {
    const now = clock();
    return (
      <SyndicatePage
        key={`${offer.key}/${gameOffer.key}`}
        termsPath={pathTo('offer-terms', { productOfferKey: offerPath(offer, site.subVariant).slice(1) })}
        offer={offer}
        gameOffer={gameOffer}
        openDraws={openDraws(offer, now)}
        firstDrawNo={searchParams.get('firstDrawNo')}
        {...builder(now)}
      />
    );
  }
  if (!gameType || !gameOffer || !hasPage(gameType)) {
    const message = i18n.t('catalogue.play.game-type-unavailable', "This way to play isn't available for this lottery.");
    return <PlayUnavailable offerName={offer.name} siteName={site.name} message={message} i18n={i18n} standardPath={standardPath} />;
  }

  const now = clock();
  const ways = waysToPlay(offer, site.subVariant);
  if (isEntryGameType(gameType)) {
    return (
      <>
        <EntryPage
          key={`${offer.key}/${gameType}/${gameOffer.key}`}
          offer={offer}
          rules={{ gameType, gameOffer }}
          firstDraw={chooseFirstDraw(openDraws(offer, now), searchParams.get('firstDrawNo'))}
          ways={ways}
          {...builder(now)}
          random={random}
        />
        <OfferTips api={api} offerKey={offer.key} i18n={i18n} />
      </>
    );
  }
  return (
    <>
      {preview ? <PreviewNotice i18n={i18n} /> : null}
      <PlayPage
        // A new offer or game type starts a new ticket rather than carrying picks across.
        key={`${offer.key}/${gameType}/${gameOffer.key}`}
        offer={offer}
        gameType={gameType}
        gameOffer={gameOffer}
        openDraws={openDraws(offer, now)}
        firstDrawNo={searchParams.get('firstDrawNo')}
        {...builder(now)}
        random={random}
        waysToPlay={<WaysToPlay ways={ways} current={gameType} i18n={i18n} />}
        initialCauseKey={cause?.key ?? null}
        favourites={favourites}
      />
      {/* Not while previewing: an unpublished raffle has no support page yet. */}
      {offer.type === 'raffle_ticket' && !preview ? <RaffleSupportLink to={pathTo('offer-your-support', { productOfferKey: offerPath(offer, site.subVariant).slice(1) })} i18n={i18n} /> : null}
      <OfferTips api={api} offerKey={offer.key} i18n={i18n} />
    </>
  );
}
