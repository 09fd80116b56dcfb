import type { PriceTier } from '../contract/catalogue';

function assertCount(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
}

/**
 * Ticket price in minor units (storefront §5): price for the games count from the price table ×
 * number of draws × number of weeks. Throws a RangeError naming the table when the count has no price.
 */
export function ticketPrice(prices: readonly PriceTier[], games: number, draws: number, weeks = 1): number {
  assertCount('draws', draws, 1);
  assertCount('weeks', weeks, 1);
  const tier = prices.find((row) => row.games === games);
  if (!tier) {
    const counts = prices.map((row) => row.games).join(', ') || 'none';
    throw new RangeError(`No price for ${games} games: the price table has prices for ${counts}`);
  }
  return tier.price * draws * weeks;
}

/** Syndicate cost in minor units (storefront §5): cost per share × shares. */
export function syndicateCost(costPerShare: number, shares: number): number {
  assertCount('shares', shares, 0);
  return costPerShare * shares;
}

/** Draws a multi-draw purchase covers (storefront §5): the count, or 1 when set to autoplay. */
export function multiDrawCount(numDraws: number | 'autoplay'): number {
  return numDraws === 'autoplay' ? 1 : numDraws;
}
