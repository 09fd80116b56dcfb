import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer, ProductOffersResponse } from '@drawfront/shared/contract/catalogue';

/** Product offers are cached for 1,080,000 ms (storefront §9). */
export const PRODUCT_OFFERS_CACHE_MS = 1_080_000;
/** API version of the product offers call (storefront §7 "Catalogue"). */
export const PRODUCT_OFFERS_VERSION = '3.9';

/** The site's offers from `GET /v2/pricing/default/product_offers`. */
export async function fetchProductOffers(api: ApiClient, signal?: AbortSignal): Promise<ProductOffer[]> {
  const response = await api.request<ProductOffersResponse>({
    path: '/pricing/default/product_offers',
    version: PRODUCT_OFFERS_VERSION,
    cacheTtlMs: PRODUCT_OFFERS_CACHE_MS,
    signal,
  });
  return response.offers;
}
