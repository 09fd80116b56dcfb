import type { ApiClient } from '../api-client/types';
import type { ProductOffer, ProductOffersResponse } from '../contract/catalogue';
import type { SiteContentConfig } from '../contract/content';
import type { QueryDefinition } from './read-query';

/** API version of the product offers call (storefront §7 "Catalogue"). */
export const PRODUCT_OFFERS_VERSION = '3.9';

/** `quiet`: a 5xx is the caller's to handle (the shell draws without the answer); no sitewide error. */
export interface SharedReadOptions {
  quiet?: boolean;
}

/**
 * The site's published offers (`GET /v2/pricing/default/product_offers`), one key for the shell's footer
 * and the catalogue's pages, so a page reads them once.
 */
export function productOffersQuery(api: ApiClient, { quiet = false }: SharedReadOptions = {}): QueryDefinition<ProductOffer[]> {
  return {
    key: ['product-offers'],
    load: (signal) =>
      api
        .request<ProductOffersResponse>({ path: '/pricing/default/product_offers', version: PRODUCT_OFFERS_VERSION, noSitewideError: quiet, signal })
        .then((answer) => answer.offers),
  };
}

/** The site's content config (`GET /items/site_config`), one key for the shell's banner and drawer and the catalogue's feature banner. */
export function siteConfigQuery(api: ApiClient, { quiet = false }: SharedReadOptions = {}): QueryDefinition<SiteContentConfig> {
  return {
    key: ['site-config'],
    load: (signal) => api.request<{ data: SiteContentConfig }>({ service: 'content', path: '/items/site_config', noSitewideError: quiet, signal }).then((answer) => answer.data),
  };
}
