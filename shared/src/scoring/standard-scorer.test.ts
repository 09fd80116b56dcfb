import type { GamePicks } from '../contract/cart';
import { scorerFor } from './scorers';
import type { PrizeTable } from './prize-table';

// Small tables that isolate the scorer's reading of rules; the real tables have their own tests in seed-data.
const WITH_SUPPS: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 20, sets: [{ key: 'numbers', count: 4 }, { key: 'supplementary', count: 2 }] }] },
  divisions: [
    { division: 1, numbers: 4, prize: { kind: 'jackpot' } },
    { division: 2, numbers: 3, supplementary: 1, prize: { kind: 'pool', shareBps: 6000 } },
    { division: 3, numbers: 3, prize: { kind: 'pool', shareBps: 4000 } },
    { division: 4, numbers: 2, supplementary: 2, prize: { kind: 'fixed', cents: 500 } },
    { division: 4, numbers: 1, supplementary: 2, prize: { kind: 'fixed', cents: 500 } },
  ],
  poolShareOfSalesBps: 1000,
};
const WITH_POWERBALL: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 20, sets: [{ key: 'numbers', count: 3 }] }, { min: 1, max: 5, sets: [{ key: 'powerball', count: 1 }] }] },
  divisions: [
    { division: 1, numbers: 3, powerball: true, prize: { kind: 'jackpot' } },
    { division: 2, numbers: 3, prize: { kind: 'pool', shareBps: 10_000 } },
    { division: 3, numbers: 1, powerball: true, prize: { kind: 'fixed', cents: 200 } },
  ],
  poolShareOfSalesBps: 1000,
};

const score = scorerFor('standard');
const suppsResult = { numbers: [2, 4, 6, 8], supplementary: [10, 12] };
const powerballResult = { numbers: [3, 6, 9], powerball: [4] };

describe('the standard scorer', () => {
  it.each<[string, number[], number | null]>([
    ['all four numbers', [2, 4, 6, 8], 1],
    ['three and a supplementary', [2, 4, 6, 10], 2],
    ['three and no supplementary', [2, 4, 6, 19], 3],
    ['two and both supplementaries (a second rule of division 4)', [2, 4, 10, 12], 4],
    ['one and both supplementaries (the first rule of division 4)', [2, 10, 12, 19], 4],
    ['two and one supplementary', [2, 4, 10, 19], null],
    ['only both supplementaries', [10, 12, 18, 19], null],
    ['nothing', [1, 3, 5, 7], null],
  ])('scores %s', (_, numbers, division) => {
    expect(score({ numbers }, suppsResult, WITH_SUPPS).division).toBe(division);
  });

  it('lists the matched numbers and supplementaries in ascending order, whatever the pick order', () => {
    expect(score({ numbers: [12, 6, 19, 2] }, suppsResult, WITH_SUPPS)).toEqual({ division: null, matched: { numbers: [2, 6], supplementary: [12] } });
  });

  it.each<[string, GamePicks, number | null, number[]]>([
    ['all numbers and the Powerball', { numbers: [3, 6, 9], powerball: [4] }, 1, [4]],
    ['all numbers without the Powerball', { numbers: [3, 6, 9], powerball: [5] }, 2, []],
    ['one number and the Powerball', { numbers: [3, 7, 8], powerball: [4] }, 3, [4]],
    ['the Powerball alone', { numbers: [1, 2, 5], powerball: [4] }, null, [4]],
    ['one number without the Powerball', { numbers: [3, 7, 8], powerball: [1] }, null, []],
  ])('scores a Powerball game with %s', (_, game, division, powerball) => {
    const scored = score(game, powerballResult, WITH_POWERBALL);
    expect(scored.division).toBe(division);
    expect(scored.matched.powerball).toEqual(powerball);
    expect(scored.matched.supplementary).toBeUndefined();
  });

  it.each<[string, GamePicks, DrawResult, PrizeTable, RegExp]>([
    ['too few numbers', { numbers: [2, 4, 6] }, suppsResult, WITH_SUPPS, /picks 4 main numbers; this one has 3/],
    ['no numbers', {}, suppsResult, WITH_SUPPS, /this one has none/],
    ['a number twice', { numbers: [2, 2, 2, 2] }, suppsResult, WITH_SUPPS, /picks each number once/],
    ['no Powerball in a Powerball draw', { numbers: [3, 6, 9] }, powerballResult, WITH_POWERBALL, /needs its Powerball/],
    ['a result of another machine', { numbers: [2, 4, 6] }, { numbers: [2, 4, 6] }, WITH_SUPPS, /not a draw of this prize table's machine/],
  ])('refuses a game with %s rather than score it wrongly', (_, game, result, table, message) => {
    expect(() => score(game, result, table)).toThrow(message);
  });
});

type DrawResult = Parameters<typeof score>[1];

describe('scorerFor', () => {
  it('names the game type it has no scorer for', () => {
    expect(() => scorerFor('deferred')).toThrow(/^No scorer for game type "deferred"; scorers exist for standard, /);
  });
});
