import { allocatePrizes } from '../../modules/draws/scoring/allocate-prizes';
import { divisionRequirements } from '../../modules/draws/scoring/division-requirements';
import { checkPrizeTable, divisionsOf, setCount } from '@drawfront/shared/scoring/prize-table';
import { scorerFor } from '@drawfront/shared/scoring/scorers';
import { SEED_OFFERS } from './offers';
import { PRIZE_TABLES, RAFFLE_PRIZES, rafflePrizes } from './prize-tables';
import type { DrawnNumbers, PrizeTable } from '../schema/json-types';

const score = scorerFor('standard');
const table = (key: string): PrizeTable => {
  const found = PRIZE_TABLES[key];
  if (!found) throw new Error(`no prize table for ${key}`);
  return found;
};

describe('PRIZE_TABLES', () => {
  const lotteryOffers = SEED_OFFERS.filter((offer) => offer.draws.kind === 'weekly');

  it('has a valid table for every lottery and syndicate offer, and no other', () => {
    expect(Object.keys(PRIZE_TABLES).sort()).toEqual(lotteryOffers.map((offer) => offer.key).sort());
    for (const [key, prizeTable] of Object.entries(PRIZE_TABLES)) expect(() => checkPrizeTable(prizeTable, key)).not.toThrow();
  });

  it.each(lotteryOffers.filter((offer) => offer.type === 'lottery_ticket').map((offer) => [offer.key, offer] as const))('draws what %s sells', (key, offer) => {
    const numberSets = offer.gameTypes.flatMap((type) => type.gameOffers).flatMap((gameOffer) => gameOffer.numberSets);
    const machine = table(key).machine;
    for (const set of numberSets) {
      const barrel = machine.barrels.find((candidate) => candidate.sets.some((s) => s.key === set.key));
      expect(barrel && { min: barrel.min, max: barrel.max, count: barrel.sets.find((s) => s.key === set.key)?.count }).toEqual({ min: set.min, max: set.max, count: set.count });
    }
  });

  it('plays the syndicate on Saturday Super Draw’s table', () => {
    expect(PRIZE_TABLES['super-draw-syndicate']).toBe(PRIZE_TABLES['saturday-super-draw']);
  });

  it.each([
    ['saturday-super-draw', 6],
    ['midweek-draw', 6],
    ['thursday-starburst', 9],
    ['friday-windfall', 8],
  ])('gives %s %i divisions, its pool divisions sharing all of the pool', (key, count) => {
    const divisions = divisionsOf(table(key));
    expect(divisions).toHaveLength(count);
    expect(divisions.reduce((sum, { prize }) => sum + (prize.kind === 'pool' ? prize.shareBps : 0), 0)).toBe(10_000);
  });
});

describe('worked examples on the real tables', () => {
  // Saturday result 2 8 20 22 28 41, supplementaries 7 30 (the fairness README's example).
  const saturday: DrawnNumbers = { numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] };
  it.each<[string, number[], number | null]>([
    ['6 numbers', [2, 8, 20, 22, 28, 41], 1],
    ['5 numbers + a supplementary', [2, 8, 20, 22, 28, 30], 2],
    ['5 numbers', [2, 8, 20, 22, 28, 44], 3],
    ['4 numbers + both supplementaries', [2, 8, 20, 22, 7, 30], 4],
    ['4 numbers', [2, 8, 20, 22, 1, 3], 4],
    ['3 numbers + a supplementary', [2, 8, 20, 7, 1, 3], 5],
    ['3 numbers', [2, 8, 20, 1, 3, 4], null],
    ['2 numbers + both supplementaries', [2, 8, 7, 30, 1, 3], 6],
    ['1 number + both supplementaries', [2, 7, 30, 1, 3, 4], 6],
    ['both supplementaries alone', [7, 30, 1, 3, 4, 5], null],
    ['2 numbers + a supplementary', [2, 8, 7, 1, 3, 4], null],
  ])('Saturday Super Draw: %s', (_, numbers, division) => {
    expect(score({ numbers }, saturday, table('saturday-super-draw')).division).toBe(division);
    expect(score({ numbers }, saturday, table('midweek-draw')).division).toBe(division);
  });

  // Thursday result 2 14 18 22 25 26 35, Powerball 18.
  const thursday: DrawnNumbers = { numbers: [2, 14, 18, 22, 25, 26, 35], powerball: [18] };
  it.each<[string, number[], number, number | null]>([
    ['7 + Powerball', [2, 14, 18, 22, 25, 26, 35], 18, 1],
    ['7', [2, 14, 18, 22, 25, 26, 35], 3, 2],
    ['6 + Powerball', [2, 14, 18, 22, 25, 26, 1], 18, 3],
    ['6', [2, 14, 18, 22, 25, 26, 1], 3, 4],
    ['5 + Powerball', [2, 14, 18, 22, 25, 1, 3], 18, 5],
    ['4 + Powerball', [2, 14, 18, 22, 1, 3, 4], 18, 6],
    ['5', [2, 14, 18, 22, 25, 1, 3], 3, 7],
    ['3 + Powerball', [2, 14, 18, 1, 3, 4, 5], 18, 8],
    ['2 + Powerball', [2, 14, 1, 3, 4, 5, 6], 18, 9],
    ['4', [2, 14, 18, 22, 1, 3, 4], 3, null],
    ['1 + Powerball', [2, 1, 3, 4, 5, 6, 7], 18, null],
    ['the Powerball alone', [1, 3, 4, 5, 6, 7, 8], 18, null],
  ])('Thursday Starburst: %s', (_, numbers, powerball, division) => {
    const scored = score({ numbers, powerball: [powerball] }, thursday, table('thursday-starburst'));
    expect(scored.division).toBe(division);
    expect(scored.matched.powerball).toEqual(powerball === 18 ? [18] : []);
  });

  const friday: DrawnNumbers = { numbers: [3, 9, 15, 21, 27, 33, 39], supplementary: [1, 44] };
  it.each<[string, number[], number | null]>([
    ['7 numbers', [3, 9, 15, 21, 27, 33, 39], 1],
    ['6 numbers + a supplementary', [3, 9, 15, 21, 27, 33, 44], 2],
    ['6 numbers', [3, 9, 15, 21, 27, 33, 2], 3],
    ['5 numbers + both supplementaries', [3, 9, 15, 21, 27, 1, 44], 4],
    ['4 numbers', [3, 9, 15, 21, 2, 4, 5], 5],
    ['3 numbers + a supplementary', [3, 9, 15, 1, 2, 4, 5], 6],
    ['3 numbers', [3, 9, 15, 2, 4, 5, 6], 7],
    ['2 numbers + a supplementary', [3, 9, 44, 2, 4, 5, 6], 8],
    ['2 numbers', [3, 9, 2, 4, 5, 6, 7], null],
  ])('Friday Windfall: %s', (_, numbers, division) => {
    expect(score({ numbers }, friday, table('friday-windfall')).division).toBe(division);
  });
});

/**
 * The chance of each division for one standard game, by counting: for every way a game can meet the
 * result (m numbers, s supplementaries, Powerball or not), how many games do, scored by the real scorer.
 */
function divisionOdds(prizeTable: PrizeTable): Map<number, number> {
  const barrel = prizeTable.machine.barrels[0];
  if (!barrel) throw new Error('no barrel');
  const balls = barrel.max - barrel.min + 1;
  const mains = setCount(prizeTable, 'numbers');
  const supps = setCount(prizeTable, 'supplementary');
  const powerballBarrel = prizeTable.machine.barrels[1];
  const powerballs = powerballBarrel ? powerballBarrel.max - powerballBarrel.min + 1 : 0;
  const result: DrawnNumbers = { numbers: range(1, mains), ...(supps ? { supplementary: range(mains + 1, supps) } : {}), ...(powerballs ? { powerball: [1] } : {}) };
  const total = choose(balls, mains) * Math.max(powerballs, 1);
  const games = new Map<number, number>();
  for (let m = 0; m <= mains; m += 1) {
    for (let s = 0; s <= supps && m + s <= mains; s += 1) {
      const ways = choose(mains, m) * choose(supps, s) * choose(balls - mains - supps, mains - m - s);
      for (const pb of powerballs ? [true, false] : [false]) {
        const game = { numbers: [...range(1, m), ...range(mains + 1, s), ...range(balls - (mains - m - s) + 1, mains - m - s)], ...(powerballs ? { powerball: [pb ? 1 : 2] } : {}) };
        const division = score(game, result, prizeTable).division;
        if (division !== null) games.set(division, (games.get(division) ?? 0) + ways * (powerballs ? (pb ? 1 : powerballs - 1) : 1));
      }
    }
  }
  return new Map([...games].map(([division, count]) => [division, Math.round((total / count) * 10) / 10]));
}
const range = (from: number, length: number) => Array.from({ length }, (_, i) => from + i);
const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : range(1, k).reduce((product, i) => (product * (n - k + i)) / i, 1));

describe('division odds match the published odds of the real games (1 in …)', () => {
  it('Saturday Super Draw and Midweek Draw: Saturday Lotto / Mon & Wed Lotto', () => {
    const odds = { 1: 8_145_060, 2: 678_755, 3: 36_689.5, 4: 732.8, 5: 297.5, 6: 143.9 };
    expect(Object.fromEntries(divisionOdds(table('saturday-super-draw')))).toEqual(odds);
    expect(Object.fromEntries(divisionOdds(table('midweek-draw')))).toEqual(odds);
  });

  it('Thursday Starburst: Powerball', () => {
    expect(Object.fromEntries(divisionOdds(table('thursday-starburst')))).toEqual({ 1: 134_490_400, 2: 7_078_442.1, 3: 686_175.5, 4: 36_114.5, 5: 16_942.6, 6: 1_172.9, 7: 891.7, 8: 187.7, 9: 65.2 });
  });

  it('Friday Windfall: Set for Life', () => {
    expect(Object.fromEntries(divisionOdds(table('friday-windfall')))).toEqual({ 1: 38_320_568, 2: 2_737_183.4, 3: 156_410.5, 4: 2_739.9, 5: 140.9, 6: 80, 7: 20.9, 8: 16.4 });
  });
});

describe('dividends at an average draw', () => {
  it('pays Saturday division 2 about $6,600 at 75c a game: each game funds its odds × its share', () => {
    // 678,755 games (one division-2 winner on average) at 75c: pool 13 % of sales, division 2 gets 10 % of it.
    const { divisions } = allocatePrizes({ table: table('saturday-super-draw'), winners: new Map([[2, 1]]), salesCents: 678_755 * 75, jackpotCents: 0 });
    expect(divisions[1]?.prizeCents).toBe(661_786);
  });
});

describe('divisionRequirements', () => {
  it('words each division of the Saturday and Thursday tables', () => {
    expect(divisionRequirements(table('saturday-super-draw')).map((d) => d.requirement)).toEqual([
      '6 numbers',
      '5 numbers + 1 supplementary',
      '5 numbers',
      '4 numbers',
      '3 numbers + 1 supplementary',
      '1 or 2 numbers + 2 supplementaries',
    ]);
    expect(divisionRequirements(table('thursday-starburst')).map((d) => d.requirement).slice(0, 3)).toEqual(['7 numbers + Powerball', '7 numbers', '6 numbers + Powerball']);
  });
});

describe('raffle prizes', () => {
  it('starts each draw with its own named prize, then the offer’s runner-up prizes', () => {
    expect(rafflePrizes('dream-home-raffle', { drawNo: 431, name: 'Draw 431: Beachside family home', prizePoolCents: 185_000_000 }).slice(0, 3)).toEqual([
      { rank: 1, description: 'Beachside family home', cents: 185_000_000 },
      { rank: 2, description: '$20,000 cash', cents: 2_000_000 },
      { rank: 3, description: '$5,000 cash', cents: 500_000 },
    ]);
  });

  it('lists every seeded raffle draw with ranks 1, 2, 3… and a value for each', () => {
    const raffles = SEED_OFFERS.filter((offer) => offer.draws.kind === 'raffle');
    expect(Object.keys(RAFFLE_PRIZES).sort()).toEqual(raffles.map((offer) => offer.key).sort());
    for (const offer of raffles) {
      for (const draw of offer.draws.kind === 'raffle' ? offer.draws.draws : []) {
        const prizes = RAFFLE_PRIZES[offer.key]?.[draw.drawNo]?.prizes ?? [];
        expect(prizes.length).toBeGreaterThan(1);
        expect(prizes.map((prize) => prize.rank)).toEqual(range(1, prizes.length));
        expect(prizes[0]?.cents).toBe(draw.prizeValueCents);
        expect(prizes.every((prize) => Number.isSafeInteger(prize.cents) && prize.cents > 0 && prize.description.length > 0)).toBe(true);
      }
    }
  });

  it('names the offer it has no prizes for', () => {
    expect(() => rafflePrizes('saturday-super-draw', { drawNo: 1, name: null, prizePoolCents: 1 })).toThrow('No raffle prizes for offer "saturday-super-draw"');
  });
});
