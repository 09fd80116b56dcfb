import { useMemo } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { productOffersQuery } from '@drawfront/shared/data/shared-queries';
import { useQuery } from '@drawfront/shared/data/use-query';
import type { FooterProduct } from './product-links';

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
  // The catalogue's key: the footer and the catalogue's pages share one read of the offers.
  const { key, load } = productOffersQuery(api, { quiet: true });
  const offers = useQuery(key, load);
  const data = offers.status === 'success' ? offers.data : null;
  return useMemo(() => (data ? footerProducts(data, subVariant) : NONE), [data, subVariant]);
}

const NONE: readonly FooterProduct[] = [];
