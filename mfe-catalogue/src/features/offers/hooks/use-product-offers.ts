import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchProductOffers } from '../api/fetch-product-offers';

export type ProductOffersResource = Resource<ProductOffer[]>;

/** The site's offers through the shared data layer; `retry` loads them again after a failure. */
export function useProductOffers(api: ApiClient): ProductOffersResource {
  const load = useCallback((signal: AbortSignal) => fetchProductOffers(api, signal), [api]);
  return useResource(load);
}
