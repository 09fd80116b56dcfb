import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchProductOffers } from '../api/fetch-product-offers';

export type ProductOffersResource = Resource<ProductOffer[]>;

/** The site's offers through the shared data layer; `retry` loads them again after a failure. `preview`: `?preview=true`. */
export function useProductOffers(api: ApiClient, preview = false): ProductOffersResource {
  const load = useCallback((signal: AbortSignal) => fetchProductOffers(api, signal, { preview }), [api, preview]);
  return useResource(load);
}
