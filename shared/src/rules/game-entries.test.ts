import type { BundlePart, NumberSet, PriceTier } from '../contract/catalogue';
import { coveredGamesPrice, entryGamesCovered, lineGamesCovered, linePrice } from './game-entries';
import type { EntryOffer } from './game-entries';

const sixOf45: NumberSet = { key: 'numbers', label: 'Numbers', count: 6, min: 1, max: 45 };
const sevenOf35: NumberSet = { key: 'numbers', label: 'Numbers', count: 7, min: 1, max: 35 };
const powerball: NumberSet = { key: 'powerball', label: 'Powerball', count: 1, min: 1, max: 20 };
const strike: NumberSet = { key: 'numbers', label: 'Numbers', count: 4, min: 1, max: 40 };
const perGame = (cents: number): PriceTier[] => [{ games: 1, price: cents }];
const run = (size: number) => Array.from({ length: size }, (_, i) => i + 1);

const saturdaySystems: EntryOffer = { numberSets: [sixOf45], prices: perGame(75), systemSizes: run(20).slice(6) };
const thursday: EntryOffer = { numberSets: [sevenOf35, powerball], prices: perGame(140) };

describe('linePrice by game type (price = games covered × game price × draws)', () => {
  it('System 8 = 28 games, System 10 = 210, System 20 = 38,760 at 75c a game', () => {
    expect(linePrice('reduced_system', saturdaySystems, [{ numbers: run(8) }], 1)).toBe(28 * 75);
    expect(linePrice('reduced_system', saturdaySystems, [{ numbers: run(10) }], 1)).toBe(210 * 75);
    expect(linePrice('reduced_system', saturdaySystems, [{ numbers: run(20) }], 1)).toBe(38_760 * 75);
    expect(linePrice('reduced_system', saturdaySystems, [{ numbers: run(8) }, { numbers: run(7) }], 2)).toBe((28 + 7) * 75 * 2);
  });

  it('a PowerHit is 20 games; a PowerPik one game per Powerball', () => {
    expect(linePrice('powerhit', thursday, [{ numbers: run(7) }], 1)).toBe(20 * 140);
    expect(linePrice('powerpik', thursday, [{ numbers: run(7), powerball: [1, 5, 9] }], 4)).toBe(3 * 140 * 4);
  });

  it('a boxed Strike entry is 24 games', () => {
    expect(linePrice('strike_boxed', { numberSets: [strike], prices: perGame(100) }, [{ numbers: [3, 9, 20, 31] }], 1)).toBe(2400);
  });

  it('random entries are priced by count from the table like standard games', () => {
    const prices = [{ games: 1, price: 75 }, { games: 2, price: 150 }, { games: 3, price: 210 }];
    expect(linePrice('random', { numberSets: [sixOf45], prices }, [{ numbers: [] }, { numbers: [] }, { numbers: [] }], 2)).toBe(420);
    expect(linePrice('standard', { numberSets: [sixOf45], prices }, [{ numbers: run(6) }, { numbers: run(6) }], 1)).toBe(150);
  });

  it('other per-entry types (syndicate shares) keep the count rule', () => {
    expect(linePrice('syndicate', { numberSets: [], prices: [{ games: 1, price: 2500 }, { games: 2, price: 4800 }] }, [{ numbers: [] }, { numbers: [] }], 1)).toBe(4800);
  });

  it('a mega_combo line is one bundle at the bundle price', () => {
    const bundle: BundlePart[] = [
      { offerKey: 's', offerName: 'S', gameType: 'standard', games: 1, numberSets: [sixOf45] },
      { offerKey: 't', offerName: 'T', gameType: 'powerhit', games: 1, numberSets: [sevenOf35, powerball] },
    ];
    const offer: EntryOffer = { numberSets: [sixOf45], prices: perGame(2995), bundle };
    expect(linePrice('mega_combo', offer, [{ numbers: run(6) }, { numbers: run(7) }], 1)).toBe(2995);
    expect(lineGamesCovered('mega_combo', [{ numbers: run(6) }, { numbers: run(7) }], offer)).toEqual({ covered: 21 });
    expect(() => linePrice('mega_combo', offer, [{ numbers: run(6) }], 1)).toThrow('The bundle is not complete');
  });

  it('throws naming the incomplete entry: too few numbers, Powerball missing, over the maximum system', () => {
    expect(() => linePrice('reduced_system', saturdaySystems, [{ numbers: run(8) }, { numbers: run(5) }], 1)).toThrow('Entry 2 is not complete');
    expect(() => linePrice('reduced_system', { ...thursday, systemSizes: [8] }, [{ numbers: run(8) }], 1)).toThrow('Entry 1 is not complete');
    expect(() => linePrice('reduced_system', { ...saturdaySystems, systemSizes: run(25) }, [{ numbers: run(21) }], 1)).toThrow(RangeError);
    expect(() => linePrice('standard', thursday, [{ numbers: run(7) }], 1)).toThrow('Entry 1 is not complete');
  });
});

describe('entryGamesCovered', () => {
  it('a complete standard game is 1', () => {
    expect(entryGamesCovered('standard', { numbers: run(7), powerball: [2] }, thursday)).toBe(1);
  });
});

describe('coveredGamesPrice', () => {
  it('takes the tier for exactly that many games when the table lists it', () => {
    expect(coveredGamesPrice([{ games: 1, price: 100 }, { games: 24, price: 2000 }], 24, 2)).toBe(4000);
  });

  it('throws when there is neither that tier nor a one-game price', () => {
    expect(() => coveredGamesPrice([{ games: 4, price: 300 }], 28, 1)).toThrow('No price for 28 games and no one-game price: the price table has prices for 4');
  });
});
