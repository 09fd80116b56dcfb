import { useParams } from 'react-router-dom';
import { NotFound } from '@drawfront/shared/ui/not-found';
import type { CataloguePageProps } from '../features/offers/components/home-page';
import { OffersError } from '../features/offers/components/offers-error';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { useProductOffers } from '../features/offers/hooks/use-product-offers';
import { openDraws } from '../features/offers/model/next-draw';
import { findOfferBySegment, offerPath } from '../features/offers/model/offer-path';
import { SubscriptionPage } from '../features/subscription/components/subscription-page';
import type { AppRoutesProps } from './app';

/** `/{productOfferKey}/subscription`: the offers feature finds the offer; one not sold as a subscription or autoplay is not found. */
export function SubscriptionRoute({ api, site, i18n, clock, navigate }: CataloguePageProps & Pick<AppRoutesProps, 'navigate'>) {
  const { productOfferKey = '' } = useParams();
  const state = useProductOffers(api);
  if (state.status === 'loading') return <OffersLoading i18n={i18n} />;
  if (state.status === 'error') return <OffersError error={state.error} i18n={i18n} onRetry={state.retry} />;
  const offer = findOfferBySegment(state.data, productOfferKey, site.subVariant);
  if (!offer || !offer.recurringPurchase || offer.recurringPurchase.availability === 'never') return <NotFound i18n={i18n} navigate={navigate} />;
  return <SubscriptionPage offer={offer} draws={openDraws(offer, clock())} playPath={offerPath(offer, site.subVariant)} site={site} i18n={i18n} navigate={navigate} />;
}
