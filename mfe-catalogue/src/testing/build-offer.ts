import type { Draw, GameOffer, NumberSet, PriceTier, ProductOffer, ProductOffersResponse } from '@drawfront/shared/contract/catalogue';

/**
 * Test data builders for catalogue offers (STYLE.md: builders, not copied JSON). Only tests import
 * this file. Defaults describe an open lottery with a $10 million jackpot drawn in two days.
 */

let sequence = 0;

export function buildDraw(overrides: Partial<Draw> = {}): Draw {
  sequence += 1;
  return {
    drawId: `draw-${sequence}`,
    drawNo: 4000 + sequence,
    stop: '2030-01-03T08:00:00.000Z',
    drawDate: '2030-01-03T09:30:00.000Z',
    prizePool: { amount: 1_000_000_000, currency: 'AUD' },
    prizePoolSuffix: null,
    isPrizePoolUnknown: false,
    purchaseStatus: 'open',
    ...overrides,
  };
}

export function buildOffer(overrides: Partial<ProductOffer> = {}): ProductOffer {
  sequence += 1;
  const key = overrides.key ?? `offer-${sequence}`;
  return {
    key,
    type: 'lottery_ticket',
    name: `Offer ${sequence}`,
    url: key,
    urlAliases: [],
    availability: 'available',
    suspended: false,
    displayCategory: 'lotteries',
    draws: [buildDraw()],
    causes: [],
    gameTypes: [],
    recurringPurchase: null,
    recurringPurchaseInformation: null,
    brandColour: '#0b5cad',
    tagline: 'Pick your numbers and play',
    ...overrides,
  };
}

export function buildOffersResponse(offers: ProductOffer[]): ProductOffersResponse {
  return { offers };
}

/** The main numbers of a game: `count` from 1–`max`. */
export function buildNumbersSet(count = 6, max = 45): NumberSet {
  return { key: 'numbers', label: 'Numbers', count, min: 1, max };
}

/** One Powerball from 1–`max`. */
export function buildPowerballSet(max = 20): NumberSet {
  return { key: 'powerball', label: 'Powerball', count: 1, min: 1, max };
}

/** A price for every games count from min to max: games × unit price (minor units). */
export function buildPrices(minGames: number, maxGames: number, unitPrice: number): PriceTier[] {
  return Array.from({ length: maxGames - minGames + 1 }, (_, i) => ({ games: minGames + i, price: (minGames + i) * unitPrice }));
}

/** A standard game offer: 6 from 45, 4–50 games (18 by default) at 75c a game, 1, 2, 4 or 8 draws. */
export function buildGameOffer(overrides: Partial<GameOffer> = {}): GameOffer {
  sequence += 1;
  const minGames = overrides.minGames ?? 4;
  const maxGames = overrides.maxGames ?? 50;
  return {
    key: `game-offer-${sequence}`,
    minGames,
    maxGames,
    defaultGames: 18,
    defaultEntryCount: 1,
    numberSets: [buildNumbersSet()],
    prices: buildPrices(minGames, maxGames, 75),
    priceCurrency: 'AUD',
    drawOptions: [1, 2, 4, 8],
    days: [],
    ...overrides,
  };
}

/** A lottery with one standard game offer (built from `gameOffer`). */
export function buildPlayableOffer(gameOffer: Partial<GameOffer> = {}, overrides: Partial<ProductOffer> = {}): ProductOffer {
  return buildOffer({ gameTypes: [{ key: 'standard', gameOffers: [buildGameOffer(gameOffer)] }], ...overrides });
}
