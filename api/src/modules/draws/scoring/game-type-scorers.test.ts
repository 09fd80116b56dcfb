import type { GamePicks } from '@drawfront/shared/contract/cart';
import { permutations } from '@drawfront/shared/rules/combinations';
import { PRIZE_TABLES } from '../../../db/seed-data/prize-tables';
import { createHash } from 'node:crypto';
import { drawNumbers } from '../fairness/fair-numbers';
import { scorerFor } from '@drawfront/shared/scoring/scorers';
import type { DivisionWin } from '@drawfront/shared/scoring/scorers';
import type { DrawnNumbers, PrizeTable } from '../../../db/schema/json-types';

const saturday = PRIZE_TABLES['saturday-super-draw']!;
const thursday = PRIZE_TABLES['thursday-starburst']!;
const standard = scorerFor('standard');

/** Every k-number combination of `picks`. */
function combinations(picks: number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (picks.length < k) return [];
  const [first, ...rest] = picks as [number, ...number[]];
  return [...combinations(rest, k - 1).map((combo) => [first, ...combo]), ...combinations(rest, k)];
}

/** What a list of standard games wins, per division, best first: the reference the entry scorers must equal. */
function winsOfGames(games: GamePicks[], result: DrawnNumbers, table: PrizeTable): DivisionWin[] {
  const wins = new Map<number, number>();
  for (const game of games) {
    const { division } = standard(game, result, table);
    if (division !== null) wins.set(division, (wins.get(division) ?? 0) + 1);
  }
  return [...wins].map(([division, games]) => ({ division, games })).sort((a, b) => a.division - b.division);
}

/** A valid draw seed (64 hex characters) named by a label, so every run draws the same numbers. */
const seedOf = (label: string) => createHash('sha256').update(label).digest('hex');

/** A deterministic spread of entries: n distinct numbers from 1..max, from a seed. */
function entry(seed: number, n: number, max: number): number[] {
  const machine = { barrels: [{ min: 1, max, sets: [{ key: 'numbers' as const, count: n }] }] };
  return drawNumbers(seedOf(`entry-${seed}`), machine).numbers!;
}

describe('the reduced_system scorer', () => {
  const score = scorerFor('reduced_system');
  const result: DrawnNumbers = { numbers: [3, 11, 19, 27, 35, 43], supplementary: [8, 16] };

  it('scores a System 8 holding all six numbers as its 28 games: 1 jackpot, 12 with five numbers, 15 with four', () => {
    const scored = score({ numbers: [3, 11, 19, 27, 35, 43, 1, 2] }, result, saturday);
    expect(scored.wins).toEqual([
      { division: 1, games: 1 },
      { division: 3, games: 12 },
      { division: 4, games: 15 },
    ]);
    expect(scored.division).toBe(1);
    expect(scored.matched).toEqual({ numbers: [3, 11, 19, 27, 35, 43], supplementary: [] });
  });

  it('wins as many games per division as its combinations scored one by one, on every seeded 6- and 7-number table', () => {
    for (const [key, table] of Object.entries(PRIZE_TABLES)) {
      const mains = table.machine.barrels[0]!;
      const k = mains.sets[0]!.count;
      for (let seed = 0; seed < 12; seed += 1) {
        const drawn = drawNumbers(seedOf(`${key}-${seed}`), table.machine);
        const size = k + 1 + (seed % 4);
        // Half the entries are built around the drawn numbers, so the big divisions are reached too.
        const picks = seed % 2 ? entry(seed, size, mains.max) : [...new Set([...drawn.numbers!.slice(0, k - 1), ...(drawn.supplementary ?? []), ...entry(seed, size, mains.max)])].slice(0, size);
        const powerball = drawn.powerball ? { powerball: [seed % 3 ? drawn.powerball[0]! : (drawn.powerball[0]! % 20) + 1] } : {};
        const expected = winsOfGames(combinations(picks, k).map((numbers) => ({ numbers, ...powerball })), drawn, table);
        expect(score({ numbers: picks, ...powerball }, drawn, table).wins).toEqual(expected);
      }
    }
  });

  it('counts a System 20 without listing its 38,760 games', () => {
    const picks = Array.from({ length: 20 }, (_, i) => i + 1);
    const wins = score({ numbers: picks }, { numbers: [1, 2, 3, 4, 40, 41], supplementary: [5, 42] }, saturday).wins!;
    expect(wins.reduce((sum, win) => sum + win.games, 0)).toBeLessThanOrEqual(38_760);
    // 4 of its numbers are drawn, 1 is a supplementary, 15 are neither. Four numbers: the 4 and any 2 of the
    // other 16 = 120 games; three and the supplementary: 4 ways × the supplementary × C(15, 2) = 420 games.
    expect(wins.find((win) => win.division === 4)).toEqual({ division: 4, games: 120 });
    expect(wins.find((win) => win.division === 5)).toEqual({ division: 5, games: 420 });
  });

  it('refuses an entry no bigger than a game, one without its Powerball, or a repeat', () => {
    expect(() => score({ numbers: [1, 2, 3, 4, 5, 6] }, result, saturday)).toThrow(/holds more than 6 numbers/);
    expect(() => score({ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }, { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [3] }, thursday)).toThrow(/needs its Powerball/);
    expect(() => score({ numbers: [1, 1, 3, 4, 5, 6, 7] }, result, saturday)).toThrow(/picks each number once/);
  });
});

describe('the powerhit and powerpik scorers', () => {
  const drawn: DrawnNumbers = { numbers: [2, 6, 10, 14, 18, 22, 26], powerball: [7] };
  const seven = [2, 6, 10, 14, 30, 31, 32];

  it('a PowerHit wins as its 20 games, one per Powerball', () => {
    const games = Array.from({ length: 20 }, (_, i) => ({ numbers: seven, powerball: [i + 1] }));
    const scored = scorerFor('powerhit')({ numbers: seven }, drawn, thursday);
    expect(scored.wins).toEqual(winsOfGames(games, drawn, thursday));
    expect(scored.wins).toEqual([{ division: 6, games: 1 }]);
    expect(scored.matched).toEqual({ numbers: [2, 6, 10, 14], powerball: [7] });
  });

  it('a PowerPik wins as one game per Powerball it picked', () => {
    const allSeven = drawn.numbers!;
    for (const powerball of [[1, 7, 9], [1, 9], [3, 4, 5, 6, 7, 8]]) {
      const games = powerball.map((ball) => ({ numbers: allSeven, powerball: [ball] }));
      expect(scorerFor('powerpik')({ numbers: allSeven, powerball }, drawn, thursday).wins).toEqual(winsOfGames(games, drawn, thursday));
    }
    expect(scorerFor('powerpik')({ numbers: allSeven, powerball: [1, 7] }, drawn, thursday).wins).toEqual([
      { division: 1, games: 1 },
      { division: 2, games: 1 },
    ]);
  });

  it('refuses a PowerHit with a Powerball, a PowerPik with one Powerball, and a draw without Powerballs', () => {
    expect(() => scorerFor('powerhit')({ numbers: seven, powerball: [7] }, drawn, thursday)).toThrow(/picks no Powerball/);
    expect(() => scorerFor('powerpik')({ numbers: seven, powerball: [7] }, drawn, thursday)).toThrow(/2 to all but one/);
    expect(() => scorerFor('powerhit')({ numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [1, 2, 3, 4, 5, 6], supplementary: [7, 8] }, saturday)).toThrow(/needs a lottery that draws a Powerball/);
  });
});

describe('the random scorer', () => {
  it('scores a random game, once its numbers are drawn at purchase, as a standard game', () => {
    const game = { numbers: [3, 11, 19, 27, 35, 40] };
    const result = { numbers: [3, 11, 19, 27, 35, 43], supplementary: [8, 40] };
    expect(scorerFor('random')(game, result, saturday)).toEqual(standard(game, result, saturday));
  });
});

describe('the strike_boxed scorer', () => {
  const strike: PrizeTable = {
    machine: { barrels: [{ min: 1, max: 40, sets: [{ key: 'numbers', count: 4 }] }] },
    divisions: [
      { division: 1, numbers: 4, prize: { kind: 'jackpot' } },
      { division: 2, numbers: 3, prize: { kind: 'pool', shareBps: 5000 } },
      { division: 3, numbers: 2, prize: { kind: 'fixed', cents: 2000 } },
      { division: 4, numbers: 1, prize: { kind: 'fixed', cents: 300 } },
    ],
    poolShareOfSalesBps: 1000,
  };
  const score = scorerFor('strike_boxed');
  const result = { numbers: [4, 12, 25, 33] };

  it('a boxed entry of the four drawn numbers wins as its 24 orders: 1 in order, and the orders with a matching start', () => {
    const scored = score({ numbers: [33, 4, 25, 12] }, result, strike);
    // First four in order: 1 order; first three only: 0 (the fourth is then forced); first two only: 1; first one only: 4.
    expect(scored.wins).toEqual([
      { division: 1, games: 1 },
      { division: 3, games: 1 },
      { division: 4, games: 4 },
    ]);
    expect(scored.division).toBe(1);
    expect(scored.matched).toEqual({ numbers: [4, 12, 25, 33] });
  });

  it('counts each of the 24 orders as its own ordered game', () => {
    const picks = [4, 12, 7, 33];
    const expected = new Map<number, number>();
    for (const order of permutations(picks)) {
      let leading = 0;
      while (leading < 4 && order[leading] === result.numbers[leading]) leading += 1;
      const division = leading === 0 ? null : 5 - leading;
      if (division !== null) expected.set(division, (expected.get(division) ?? 0) + 1);
    }
    expect(score({ numbers: picks }, result, strike).wins).toEqual([...expected].map(([division, games]) => ({ division, games })).sort((a, b) => a.division - b.division));
  });

  it('refuses an entry of other than four numbers, or a draw that is not a Strike draw', () => {
    expect(() => score({ numbers: [4, 12, 25] }, result, strike)).toThrow(/picks 4 numbers/);
    expect(() => score({ numbers: [4, 12, 25, 33] }, { numbers: [3, 11, 19, 27, 35, 43], supplementary: [8, 16] }, saturday)).toThrow(/needs a Strike draw/);
  });
});

describe('the mega_combo scorer', () => {
  it('scores a standard part entry as a standard game and a PowerHit part entry as a PowerHit', () => {
    const satGame = { numbers: [3, 11, 19, 27, 35, 40] };
    const satResult = { numbers: [3, 11, 19, 27, 35, 43], supplementary: [8, 40] };
    expect(scorerFor('mega_combo')(satGame, satResult, saturday)).toEqual(standard(satGame, satResult, saturday));
    const thuResult = { numbers: [2, 6, 10, 14, 18, 22, 26], powerball: [7] };
    expect(scorerFor('mega_combo')({ numbers: [2, 6, 10, 14, 30, 31, 32] }, thuResult, thursday)).toEqual(scorerFor('powerhit')({ numbers: [2, 6, 10, 14, 30, 31, 32] }, thuResult, thursday));
  });
});
