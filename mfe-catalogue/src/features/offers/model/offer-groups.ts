import type { ProductOffer, ProductType } from '@drawfront/shared/contract/catalogue';

/** Shelf order on the home page: lotteries first, then raffles, syndicates and memberships. */
export const PRODUCT_TYPE_ORDER: readonly ProductType[] = ['lottery_ticket', 'raffle_ticket', 'syndicate_share', 'membership'];

export interface OfferGroup {
  type: ProductType;
  offers: ProductOffer[];
}

/** Whether an offer can be bought now; unavailable or suspended offers are not shown in lists. */
export function isOnSale(offer: ProductOffer): boolean {
  return offer.availability === 'available' && !offer.suspended;
}

/** Offers on sale grouped by product type in shelf order, keeping the API's order (its ranking) inside a group. */
export function groupOffers(offers: readonly ProductOffer[]): OfferGroup[] {
  return PRODUCT_TYPE_ORDER.map((type) => ({ type, offers: offers.filter((offer) => offer.type === type && isOnSale(offer)) })).filter(
    (group) => group.offers.length > 0,
  );
}
