import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer, ProductOffersResponse } from '@drawfront/shared/contract/catalogue';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { FooterProduct } from './product-links';

/** The catalogue's cache for product offers (storefront §9: 1,080,000 ms), so the footer and the catalogue share one read. */
const PRODUCT_OFFERS_CACHE_MS = 1_080_000;
const PRODUCT_OFFERS_VERSION = '3.9';

/** Offers with a play page and draw results: lotteries and raffles (syndicates and memberships have neither). */
const HAS_RESULTS: readonly ProductOffer['type'][] = ['lottery_ticket', 'raffle_ticket'];

/** The footer's offers from the site's product offers: each under its URL on this sub-variant (its alias when it has one). */
export function footerProducts(offers: readonly ProductOffer[], subVariant: string): FooterProduct[] {
  return offers
    .filter((offer) => HAS_RESULTS.includes(offer.type))
    .map((offer) => ({ name: offer.name, url: offer.urlAliases.find((alias) => alias.subvariant === subVariant)?.url ?? offer.url }));
}

/** The site's offers for the footer's play and results links; none while loading or after a failure (the footer draws without them). */
export function useFooterProducts(api: ApiClient, subVariant: string): readonly FooterProduct[] {
  const load = useCallback(
    (signal: AbortSignal) =>
      api
        .request<ProductOffersResponse>({ path: '/pricing/default/product_offers', version: PRODUCT_OFFERS_VERSION, cacheTtlMs: PRODUCT_OFFERS_CACHE_MS, noSitewideError: true, signal })
        .then((answer) => footerProducts(answer.offers, subVariant)),
    [api, subVariant],
  );
  const products = useResource(load);
  return products.status === 'success' ? products.data : NONE;
}

const NONE: readonly FooterProduct[] = [];
