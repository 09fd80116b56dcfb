import type { CartItemAdd } from '@drawfront/shared/contract/cart';
import type { GameOffer } from '@drawfront/shared/contract/catalogue';
import { syndicateCost, ticketPrice } from '@drawfront/shared/rules/price';

/** The add-to-cart payload for shares of a syndicate: no games of its own, one draw, the shares. No price: the server prices it. */
export function syndicateCartItem(input: { lottery: string; gameOffer: string; numShares: number; firstDrawNo?: number | null }): CartItemAdd {
  const item: CartItemAdd = { lottery: input.lottery, gameType: 'syndicate', gameOffer: input.gameOffer, numDraws: 1, games: [], quickpick: true, syndicate: { numShares: input.numShares } };
  if (input.firstDrawNo != null) item.firstDrawNo = input.firstDrawNo;
  return item;
}

/** One share's cost (the price table's price for one) and the cost of `shares` (storefront §5), or null when the table prices no share. */
export function sharePrices(gameOffer: Pick<GameOffer, 'prices'>, shares: number): { perShare: number; total: number } | null {
  try {
    const perShare = ticketPrice(gameOffer.prices, 1, 1);
    return { perShare, total: syndicateCost(perShare, shares) };
  } catch {
    return null;
  }
}
