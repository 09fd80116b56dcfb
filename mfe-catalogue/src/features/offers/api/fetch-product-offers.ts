import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer, ProductOffersResponse } from '@drawfront/shared/contract/catalogue';
import type { QueryDefinition } from '@drawfront/shared/data/read-query';
import { PRODUCT_OFFERS_VERSION, productOffersQuery } from '@drawfront/shared/data/shared-queries';

/**
 * The site's offers from `GET /v2/pricing/default/product_offers`, under the key the shell's footer reads
 * too (fresh for 1,080,000 ms, `query-defaults.ts`). With `preview` (`?preview=true`), unpublished offers too
 * when the signed-in customer may preview them; that answer depends on who asks, so its key is never fresh.
 */
export function productOffers(api: ApiClient, options: { preview?: boolean } = {}): QueryDefinition<ProductOffer[]> {
  if (!options.preview) return productOffersQuery(api);
  return {
    key: ['product-offers-preview'],
    load: (signal) =>
      api.request<ProductOffersResponse>({ path: '/pricing/default/product_offers', version: PRODUCT_OFFERS_VERSION, query: { preview: 'true' }, signal }).then((answer) => answer.offers),
  };
}
