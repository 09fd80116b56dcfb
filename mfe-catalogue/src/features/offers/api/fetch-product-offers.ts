import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer, ProductOffersResponse } from '@drawfront/shared/contract/catalogue';

/** Product offers are cached for 1,080,000 ms (storefront §9). */
export const PRODUCT_OFFERS_CACHE_MS = 1_080_000;
/** API version of the product offers call (storefront §7 "Catalogue"). */
export const PRODUCT_OFFERS_VERSION = '3.9';

/**
 * The site's offers from `GET /v2/pricing/default/product_offers`. With `preview` (`?preview=true`), unpublished
 * offers too when the signed-in customer may preview them; that answer depends on who asks, so it is never cached.
 */
export async function fetchProductOffers(api: ApiClient, signal?: AbortSignal, options: { preview?: boolean } = {}): Promise<ProductOffer[]> {
  const response = await api.request<ProductOffersResponse>({
    path: '/pricing/default/product_offers',
    version: PRODUCT_OFFERS_VERSION,
    ...(options.preview ? { query: { preview: 'true' } } : { cacheTtlMs: PRODUCT_OFFERS_CACHE_MS }),
    signal,
  });
  return response.offers;
}
