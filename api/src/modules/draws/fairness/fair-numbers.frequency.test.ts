import { randomBytes } from 'node:crypto';
import { newDrawSeed } from './draw-seed';
import { drawNumbers, drawWinningTickets } from './fair-numbers';
import type { DrawMachine } from '../../../db/schema/json-types';

/**
 * Pearson's statistic for counts that should be equal. Counts of balls drawn without replacement are
 * slightly negatively correlated, which makes the statistic a little smaller than chi-square with
 * (balls − 1) degrees of freedom ((1 − k/N)·N/(N−1) times it, k balls drawn of N), so a chi-square
 * bound is conservative for them.
 */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

// Bounds chosen so a fair generator exceeds them with probability below 1e-11 per run (upper tail of
// chi-square: P(χ²₄₄ > 140) ≈ 6e-12, P(χ²₃₄ > 130) ≈ 4e-13, P(χ²₁₉ > 100) ≈ 5e-13, P(χ²₉ > 80) ≈ 2e-13).
// Seeds are fresh from crypto on every run, so this is a real test each time, not a frozen sample,
// and a false failure is astronomically unlikely, while real faults land far above the bounds: a ball
// that is never drawn adds 3,556 to the 6 + 2 from 45 statistic, the modulo bias below about 14,000.
const BOUND = { 44: 140, 34: 130, 19: 100, 9: 80 } as const;
const DRAWS = 20_000;

/** Adds one to the count of each ball (ball b counts at index b − 1). */
function tally(counts: number[], balls: readonly number[] | undefined): void {
  for (const ball of balls ?? []) counts[ball - 1] = (counts[ball - 1] ?? 0) + 1;
}

describe('ball frequencies over 20,000 fresh seeds', () => {
  it('draws every ball of 6 (+ 2 supplementaries) from 45 equally often', () => {
    const machine: DrawMachine = { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] };
    const counts = new Array<number>(45).fill(0);
    for (let i = 0; i < DRAWS; i += 1) {
      const drawn = drawNumbers(newDrawSeed().seed, machine);
      tally(counts, drawn.numbers);
      tally(counts, drawn.supplementary);
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(DRAWS * 8);
    expect(chiSquare(counts)).toBeLessThan(BOUND[44]);
  });

  it('draws the main numbers of 7 from 35 and a Powerball of 20 equally often', () => {
    const machine: DrawMachine = { barrels: [{ min: 1, max: 35, sets: [{ key: 'numbers', count: 7 }] }, { min: 1, max: 20, sets: [{ key: 'powerball', count: 1 }] }] };
    const mains = new Array<number>(35).fill(0);
    const powerballs = new Array<number>(20).fill(0);
    for (let i = 0; i < DRAWS; i += 1) {
      const drawn = drawNumbers(newDrawSeed().seed, machine);
      tally(mains, drawn.numbers);
      tally(powerballs, drawn.powerball);
    }
    expect(chiSquare(mains)).toBeLessThan(BOUND[34]);
    expect(chiSquare(powerballs)).toBeLessThan(BOUND[19]);
  });

  it('gives first prize to every ticket of 10 equally often', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < DRAWS; i += 1) {
      tally(counts, drawWinningTickets(newDrawSeed().seed, 10, 3).slice(0, 1));
    }
    expect(chiSquare(counts)).toBeLessThan(BOUND[9]);
  });

  it('would catch modulo bias: 6-bit words reduced mod 45 fail the same bound', () => {
    // 64 words onto 45 balls: balls 1..19 get two words each, 20..45 one. The check must see that.
    const counts = new Array<number>(45).fill(0);
    tally(counts, [...randomBytes(DRAWS * 6)].map((byte) => ((byte >> 2) % 45) + 1));
    expect(chiSquare(counts)).toBeGreaterThan(BOUND[44]);
  });
});
