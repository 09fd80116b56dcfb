import type { ReactNode } from 'react';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { ProductOffersResource } from '../hooks/use-product-offers';
import { NoOffers } from './no-offers';
import { OffersError } from './offers-error';
import { OffersLoading } from './offers-loading';

export interface OffersContentProps {
  state: ProductOffersResource;
  i18n: I18n;
  /** The offers this page lists; an empty selection shows the "no products" message. */
  select: (offers: readonly ProductOffer[]) => ProductOffer[];
  children: (offers: ProductOffer[]) => ReactNode;
}

/** The loading, error and empty states every offer list shares; `children` draws the list itself. */
export function OffersContent({ state, i18n, select, children }: OffersContentProps) {
  if (state.status === 'loading') return <OffersLoading i18n={i18n} />;
  if (state.status === 'error') return <OffersError error={state.error} i18n={i18n} onRetry={state.retry} />;
  const offers = select(state.data);
  return offers.length ? <>{children(offers)}</> : <NoOffers i18n={i18n} />;
}
