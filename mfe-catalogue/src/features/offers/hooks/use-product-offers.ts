import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { useQuery } from '@drawfront/shared/data/use-query';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { productOffers } from '../api/fetch-product-offers';

export type ProductOffersResource = Resource<ProductOffer[]>;

/** The site's offers through the shared data layer; `retry` loads them again after a failure. `preview`: `?preview=true`. */
export function useProductOffers(api: ApiClient, preview = false): ProductOffersResource {
  const { key, load } = productOffers(api, { preview });
  return useQuery(key, load);
}
