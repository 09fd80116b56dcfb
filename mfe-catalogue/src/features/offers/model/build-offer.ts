import type { Draw, ProductOffer, ProductOffersResponse } from '@drawfront/shared/contract/catalogue';

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
