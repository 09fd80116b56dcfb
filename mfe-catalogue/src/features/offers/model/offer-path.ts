import type { ProductOffer } from '@drawfront/shared/contract/catalogue';

/** The play page path of an offer, using the site sub-variant's URL alias when it has one (storefront §3 urlAliases). */
export function offerPath(offer: Pick<ProductOffer, 'url' | 'urlAliases'>, subVariant: string): string {
  const alias = offer.urlAliases.find((candidate) => candidate.subvariant.toLowerCase() === subVariant.toLowerCase());
  const url = (alias?.url ?? offer.url).replace(/^\/+/, '');
  return `/${url}`;
}
