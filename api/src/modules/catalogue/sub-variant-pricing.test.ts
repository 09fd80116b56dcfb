import type { GameType } from '@drawfront/shared/contract/catalogue';
import { priceGameTypes, publishedPrize } from './sub-variant-pricing';
import type { SubVariantPricing } from './sub-variant-pricing';

const gameOffer = (key: string) => ({
  key,
  minGames: 1,
  maxGames: 2,
  defaultGames: 1,
  defaultEntryCount: 1,
  numberSets: [],
  prices: [{ games: 1, price: 100 }, { games: 2, price: 200 }],
  priceCurrency: 'AUD',
  drawOptions: [1],
  days: [],
});
const gameTypes: GameType[] = [{ key: 'standard', gameOffers: [gameOffer('a'), gameOffer('b')] }];
const gb: SubVariantPricing = { offerId: 1, subVariant: 'GB', currency: 'GBP', prices: { a: [{ games: 1, price: 55 }, { games: 2, price: 110 }] }, prizePoolPercent: 52 };

describe('sub-variant pricing', () => {
  it('keeps the offer own prices when the sub-variant has no pricing', () => {
    expect(priceGameTypes(gameTypes, null)).toEqual(gameTypes);
  });

  it('swaps in the sub-variant price table and currency', () => {
    const [standard] = priceGameTypes(gameTypes, gb);
    expect(standard!.gameOffers).toHaveLength(1);
    expect(standard!.gameOffers[0]).toMatchObject({ key: 'a', priceCurrency: 'GBP', prices: [{ games: 1, price: 55 }, { games: 2, price: 110 }] });
  });

  it('drops a game type with no game offer priced on the sub-variant', () => {
    expect(priceGameTypes(gameTypes, { ...gb, prices: {} })).toEqual([]);
  });

  it('publishes prizes at the stated rate, rounded down', () => {
    expect(publishedPrize(3_000_000_000, gb)).toBe(1_560_000_000);
    expect(publishedPrize(199, gb)).toBe(103);
    expect(publishedPrize(199, null)).toBe(199);
  });
});
