import type { Draw, GameOffer, ProductOffer } from '../contract/catalogue';
import { PLACEMENT_LIMIT, rankRecommendations } from './placement-ranking';

const NOW = new Date('2030-01-01T00:00:00.000Z');

function draw(drawNo: number, overrides: Partial<Draw> = {}): Draw {
  return { drawId: `d${drawNo}`, drawNo, stop: '2030-01-02T08:00:00.000Z', drawDate: '2030-01-02T09:30:00.000Z', prizePool: null, prizePoolSuffix: null, isPrizePoolUnknown: true, purchaseStatus: 'open', ...overrides };
}

const standard: GameOffer = {
  key: 'std',
  minGames: 2,
  maxGames: 20,
  defaultGames: 4,
  defaultEntryCount: 1,
  numberSets: [{ key: 'numbers', label: 'Numbers', count: 6, min: 1, max: 45 }],
  prices: [{ games: 1, price: 75 }],
  priceCurrency: 'AUD',
  drawOptions: [1],
  days: [],
};

function offer(key: string, jackpot: number | null, overrides: Partial<ProductOffer> = {}): ProductOffer {
  return {
    key,
    type: 'lottery_ticket',
    name: key,
    url: key,
    urlAliases: [],
    availability: 'available',
    suspended: false,
    displayCategory: 'lotteries',
    draws: [draw(100, { prizePool: jackpot === null ? null : { amount: jackpot, currency: 'AUD' } }), draw(101)],
    causes: [],
    gameTypes: [{ key: 'standard', gameOffers: [{ ...standard, key: `${key}-std` }] }],
    recurringPurchase: null,
    recurringPurchaseInformation: null,
    brandColour: '#000000',
    tagline: '',
    ...overrides,
  };
}

const keys = (offers: ProductOffer[], cart: { lotteryKey: string; drawNo: number }[] = [], held: { lotteryKey: string; drawNo: number }[] = []) =>
  rankRecommendations(offers, { cart, held, now: NOW }).map((r) => `${r.offer.key}/${r.draw.drawNo}`);

describe('placement ranking', () => {
  it('recommends the biggest jackpots first, an unknown jackpot last, at most three', () => {
    expect(keys([offer('a', 100), offer('b', 5000), offer('c', null), offer('d', 900)])).toEqual(['b/100', 'd/100', 'a/100']);
    expect(PLACEMENT_LIMIT).toBe(3);
  });

  it('puts offers not in the cart first, and never a draw already in the cart or already held', () => {
    const offers = [offer('big', 10_000), offer('mid', 5000), offer('small', 100)];
    expect(keys(offers, [{ lotteryKey: 'big', drawNo: 101 }])).toEqual(['mid/100', 'small/100', 'big/100']);
    expect(keys(offers, [{ lotteryKey: 'big', drawNo: 100 }], [{ lotteryKey: 'mid', drawNo: 100 }])).toEqual(['small/100']);
  });

  it('recommends the next open draw: a draw whose sales stopped, or not open, is skipped', () => {
    const stopped = offer('a', 100, { draws: [draw(100, { stop: '2029-12-31T00:00:00.000Z' }), draw(101)] });
    const soldOut = offer('b', 100, { draws: [draw(200, { purchaseStatus: 'sold_out' })] });
    expect(keys([stopped, soldOut])).toEqual(['a/101']);
  });

  it('leaves out what cannot be added in one click: raffles, causes, draw days, offers off sale', () => {
    const raffle = offer('raffle', 9e9, { type: 'raffle_ticket' });
    const cause = offer('cause', 9e9, { causes: [{ key: 'k', urlSlug: 'k', name: 'K', description: '' }] });
    const days = offer('days', 9e9, { gameTypes: [{ key: 'standard', gameOffers: [{ ...standard, days: [{ key: 'mon', label: 'Monday' }] }] }] });
    const suspended = offer('suspended', 9e9, { suspended: true });
    const systemsOnly = offer('systems', 9e9, { gameTypes: [{ key: 'reduced_system', gameOffers: [standard] }] });
    expect(keys([raffle, cause, days, suspended, systemsOnly, offer('plain', 1)])).toEqual(['plain/100']);
  });

  it('orders equal jackpots by the sooner draw, then by key', () => {
    const later = offer('later', 500, { draws: [draw(1, { prizePool: { amount: 500, currency: 'AUD' }, drawDate: '2030-01-05T09:30:00.000Z' })] });
    expect(keys([later, offer('zeta', 500), offer('alpha', 500)])).toEqual(['alpha/100', 'zeta/100', 'later/1']);
  });
});
