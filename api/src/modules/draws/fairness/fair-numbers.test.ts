import { newDrawSeed } from './draw-seed';
import { drawNumbers, drawWinningTickets, verifyDraw, verifyRaffleDraw } from './fair-numbers';
import { bytesToHex } from '@drawfront/shared/fairness/bytes';
import { runWith } from '@drawfront/shared/fairness/hashing';
import { ShrinkingBarrel } from '@drawfront/shared/fairness/shrinking-barrel';
import { LOTTERY_DOMAIN, streamBlock, wordStream } from '@drawfront/shared/fairness/word-stream';
import { nodeSha256 } from './node-sha256';
import type { DrawMachine } from '../../../db/schema/json-types';

const SATURDAY: DrawMachine = { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] };
const POWERBALL: DrawMachine = { barrels: [{ min: 1, max: 35, sets: [{ key: 'numbers', count: 7 }] }, { min: 1, max: 20, sets: [{ key: 'powerball', count: 1 }] }] };

// The worked example of README.md: if this fails, the README and every outside checker are wrong too.
const EXAMPLE_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const EXAMPLE_HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const SEED_BYTES = Buffer.from(EXAMPLE_SEED, 'hex');

describe('the worked example in README.md', () => {
  it('reads block 0 of the lottery stream as the words listed', () => {
    expect(bytesToHex(runWith(streamBlock(SEED_BYTES, LOTTERY_DOMAIN, 0), nodeSha256))).toBe('d229f1344948b4c085b7aa0be896464d6a3dcb75cbfe3de962d6217e95e70ed5');
    const next = wordStream(SEED_BYTES, LOTTERY_DOMAIN);
    expect(Array.from({ length: 8 }, () => runWith(next(), nodeSha256))).toEqual([3525964084, 1229501632, 2243406347, 3902162509, 1782434677, 3422436841, 1658200446, 2514947797]);
  });

  it('draws each Saturday ball as its table row says: limit, word, position, ball', () => {
    const limit = (n: number) => 2 ** 32 - (2 ** 32 % n);
    expect([45, 44, 43, 42, 41, 40, 39, 38].map(limit)).toEqual([4294967265, 4294967292, 4294967280, 4294967292, 4294967259, 4294967280, 4294967274, 4294967290]);
    const barrel = new ShrinkingBarrel(1, 45);
    const next = wordStream(SEED_BYTES, LOTTERY_DOMAIN);
    expect(Array.from({ length: 8 }, () => runWith(barrel.draw(next), nodeSha256))).toEqual([20, 41, 28, 8, 22, 2, 7, 30]);
  });

  it('draws Saturday numbers 2 8 20 22 28 41 with supplementaries 7 30', () => {
    expect(drawNumbers(EXAMPLE_SEED, SATURDAY)).toEqual({ numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] });
  });

  it('draws Thursday numbers 2 14 18 22 25 26 35 with Powerball 18', () => {
    expect(drawNumbers(EXAMPLE_SEED, POWERBALL)).toEqual({ numbers: [2, 14, 18, 22, 25, 26, 35], powerball: [18] });
  });

  it('draws raffle tickets 341, 80, 801, 970, 726 among 1,000, first prize first', () => {
    expect(drawWinningTickets(EXAMPLE_SEED, 1000, 5)).toEqual([341, 80, 801, 970, 726]);
  });

  it('verifies against its published hash', () => {
    expect(verifyDraw({ seed: EXAMPLE_SEED, hash: EXAMPLE_HASH, machine: SATURDAY, numbers: { numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] } }).ok).toBe(true);
  });
});

describe('drawNumbers', () => {
  it('gives the same numbers for the same seed, every time', () => {
    const { seed } = newDrawSeed();
    expect(drawNumbers(seed, POWERBALL)).toEqual(drawNumbers(seed, POWERBALL));
  });

  it('gives other numbers for another seed', () => {
    const results = new Set(Array.from({ length: 50 }, () => JSON.stringify(drawNumbers(newDrawSeed().seed, SATURDAY))));
    expect(results.size).toBe(50);
  });

  it('never draws a ball out of its barrel or twice, and sorts each set', () => {
    for (let i = 0; i < 2000; i += 1) {
      const { seed } = newDrawSeed();
      const saturday = drawNumbers(seed, SATURDAY);
      const balls = [...(saturday.numbers ?? []), ...(saturday.supplementary ?? [])];
      expect(balls).toHaveLength(8);
      expect(new Set(balls).size).toBe(8);
      expect(balls.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= 45)).toBe(true);
      expect(saturday.numbers).toEqual([...(saturday.numbers ?? [])].sort((a, b) => a - b));

      const thursday = drawNumbers(seed, POWERBALL);
      expect(new Set(thursday.numbers).size).toBe(7);
      expect(thursday.numbers?.every((ball) => ball >= 1 && ball <= 35)).toBe(true);
      expect(thursday.powerball).toHaveLength(1);
      expect(thursday.powerball?.[0]).toBeGreaterThanOrEqual(1);
      expect(thursday.powerball?.[0]).toBeLessThanOrEqual(20);
    }
  });

  it('can empty a barrel: every ball exactly once', () => {
    const all = drawNumbers(EXAMPLE_SEED, { barrels: [{ min: 10, max: 19, sets: [{ key: 'numbers', count: 10 }] }] });
    expect(all.numbers).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it.each<[string, DrawMachine, RegExp]>([
    ['more balls than the barrel holds', { barrels: [{ min: 1, max: 5, sets: [{ key: 'numbers', count: 4 }, { key: 'supplementary', count: 2 }] }] }, /barrel 1 \(1\.\.5\): cannot draw 6 balls from 5/],
    ['a set drawn twice', { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }] }, { min: 1, max: 9, sets: [{ key: 'numbers', count: 1 }] }] }, /barrel 2 \(1\.\.9\): set "numbers" appears twice/],
    ['min above max', { barrels: [{ min: 9, max: 1, sets: [{ key: 'numbers', count: 1 }] }] }, /barrel 1 \(9\.\.1\): min and max/],
    ['a count of zero', { barrels: [{ min: 1, max: 9, sets: [{ key: 'numbers', count: 0 }] }] }, /needs a count of at least 1, got 0/],
  ])('refuses a machine with %s', (_, machine, message) => {
    expect(() => drawNumbers(EXAMPLE_SEED, machine)).toThrow(message);
  });
});

describe('drawWinningTickets', () => {
  it('draws distinct tickets among those sold, the same for the same seed', () => {
    const { seed } = newDrawSeed();
    const winners = drawWinningTickets(seed, 500, 20);
    expect(new Set(winners).size).toBe(20);
    expect(winners.every((ticket) => Number.isInteger(ticket) && ticket >= 1 && ticket <= 500)).toBe(true);
    expect(drawWinningTickets(seed, 500, 20)).toEqual(winners);
  });

  it('keeps draw order: more prizes only add to the end of the list', () => {
    expect(drawWinningTickets(EXAMPLE_SEED, 1000, 8).slice(0, 5)).toEqual(drawWinningTickets(EXAMPLE_SEED, 1000, 5));
  });

  it('draws every ticket when there are as many prizes as tickets', () => {
    expect(drawWinningTickets(EXAMPLE_SEED, 7, 7).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(drawWinningTickets(EXAMPLE_SEED, 0, 0)).toEqual([]);
  });

  it('draws among billions of tickets without holding them in memory', () => {
    const winners = drawWinningTickets(EXAMPLE_SEED, 3_000_000_000, 3);
    expect(winners.every((ticket) => ticket >= 1 && ticket <= 3_000_000_000)).toBe(true);
    expect(new Set(winners).size).toBe(3);
  });

  it('is independent of the lottery stream of the same seed', () => {
    const lottery = drawNumbers(EXAMPLE_SEED, { barrels: [{ min: 1, max: 1000, sets: [{ key: 'numbers', count: 5 }] }] }).numbers;
    expect([...drawWinningTickets(EXAMPLE_SEED, 1000, 5)].sort((a, b) => a - b)).not.toEqual(lottery);
  });

  it.each([
    [10, 11, /Cannot draw 11 winning tickets among 10 sold/],
    [10, -1, /Cannot draw -1 winning tickets/],
    [-5, 0, /Tickets sold must be a whole number/],
    [2.5, 1, /Tickets sold must be a whole number/],
  ])('refuses %p tickets sold with %p winners', (sold, winners, message) => {
    expect(() => drawWinningTickets(EXAMPLE_SEED, sold, winners)).toThrow(message);
  });
});

describe('verifyDraw', () => {
  const published = { numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] };

  it('accepts the published numbers in any order and an upper-case hash', () => {
    const result = verifyDraw({ seed: EXAMPLE_SEED, hash: EXAMPLE_HASH.toUpperCase(), machine: SATURDAY, numbers: { supplementary: [30, 7], numbers: [41, 2, 8, 20, 22, 28] } });
    expect(result).toEqual({ ok: true, hashMatches: true, numbersMatch: true, expected: published });
  });

  it('fails when the seed is not the one committed to', () => {
    const result = verifyDraw({ seed: EXAMPLE_SEED, hash: newDrawSeed().hash, machine: SATURDAY, numbers: published });
    expect(result).toMatchObject({ ok: false, hashMatches: false, numbersMatch: true });
  });

  it.each([
    ['one number changed', { numbers: [2, 8, 20, 22, 28, 42], supplementary: [7, 30] }],
    ['the supplementaries missing', { numbers: [2, 8, 20, 22, 28, 41] }],
    ['a set the machine does not draw', { ...published, powerball: [3] }],
    ['a main and a supplementary swapped', { numbers: [2, 7, 20, 22, 28, 41], supplementary: [8, 30] }],
  ])('fails with %s', (_, numbers) => {
    const result = verifyDraw({ seed: EXAMPLE_SEED, hash: EXAMPLE_HASH, machine: SATURDAY, numbers });
    expect(result).toMatchObject({ ok: false, hashMatches: true, numbersMatch: false, expected: published });
  });
});

describe('verifyRaffleDraw', () => {
  it('accepts the winners in prize order only', () => {
    expect(verifyRaffleDraw({ seed: EXAMPLE_SEED, hash: EXAMPLE_HASH, ticketsSold: 1000, winners: [341, 80, 801, 970, 726] }).ok).toBe(true);
    expect(verifyRaffleDraw({ seed: EXAMPLE_SEED, hash: EXAMPLE_HASH, ticketsSold: 1000, winners: [80, 341, 801, 970, 726] })).toMatchObject({ ok: false, winnersMatch: false });
    expect(verifyRaffleDraw({ seed: EXAMPLE_SEED, hash: EXAMPLE_HASH, ticketsSold: 1001, winners: [341, 80, 801, 970, 726] }).ok).toBe(false);
  });

  it('fails, without throwing, when more winners are published than tickets were sold', () => {
    expect(verifyRaffleDraw({ seed: EXAMPLE_SEED, hash: EXAMPLE_HASH, ticketsSold: 2, winners: [1, 2, 3] })).toMatchObject({ ok: false, winnersMatch: false });
  });
});
