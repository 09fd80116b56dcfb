import type { ReactNode } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { OffersError } from '../features/offers/components/offers-error';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { useProductOffers } from '../features/offers/hooks/use-product-offers';
import { findOfferBySegment, offerPath } from '../features/offers/model/offer-path';
import type { OfferRef } from '../lib/offer-ref';

export interface OfferGateProps extends Pick<RemoteProps, 'api' | 'site' | 'i18n' | 'navigate'> {
  /** The route's `:productOfferKey`: the offer's path on this sub-variant, its url or its key. */
  segment: string;
  children: (offer: OfferRef) => ReactNode;
}

/**
 * Resolves an offer's URL segment to the offer (the product offers are cached 18 minutes, so this is
 * usually no call at all) and renders the page for it; an unknown offer is a 404.
 */
export function OfferGate({ api, site, i18n, navigate, segment, children }: OfferGateProps) {
  const state = useProductOffers(api);
  if (state.status === 'loading') return <OffersLoading i18n={i18n} />;
  if (state.status === 'error') return <OffersError error={state.error} i18n={i18n} onRetry={state.retry} />;
  const offer = findOfferBySegment(state.data, segment, site.subVariant);
  if (!offer) return <NotFound i18n={i18n} navigate={navigate} />;
  return <>{children({ key: offer.key, name: offer.name, segment: offerPath(offer, site.subVariant).slice(1), isRaffle: offer.type === 'raffle_ticket' })}</>;
}
