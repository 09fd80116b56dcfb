import type { ProductOffer } from '@drawfront/shared/contract/catalogue';

/** The play page path of an offer, using the site sub-variant's URL alias when it has one (storefront §3 urlAliases). */
export function offerPath(offer: Pick<ProductOffer, 'url' | 'urlAliases'>, subVariant: string): string {
  const alias = offer.urlAliases.find((candidate) => candidate.subvariant.toLowerCase() === subVariant.toLowerCase());
  const url = (alias?.url ?? offer.url).replace(/^\/+/, '');
  return `/${url}`;
}

/** The offer a `/{productOfferKey}` segment names: its path on this sub-variant, its url, or its key. */
export function findOfferBySegment<T extends Pick<ProductOffer, 'key' | 'url' | 'urlAliases'>>(offers: readonly T[], segment: string, subVariant: string): T | null {
  const wanted = segment.toLowerCase();
  const matches = (offer: T) => [offerPath(offer, subVariant).slice(1), offer.url.replace(/^\/+/, ''), offer.key].some((name) => name.toLowerCase() === wanted);
  return offers.find(matches) ?? null;
}
