import { hashOfSeed } from './draw-seed';
import { ShrinkingBarrel } from './shrinking-barrel';
import { LOTTERY_DOMAIN, RAFFLE_DOMAIN, wordStream } from './word-stream';
import type { DrawMachine, DrawnNumbers, ResultSetKey } from '../../../db/schema/json-types';

/**
 * The winning numbers a seed gives on a machine (algorithm in README.md): one word stream for the
 * whole draw, barrels in order, each barrel's sets in order, each ball by a partial Fisher–Yates step.
 */
export function drawNumbers(seed: string, machine: DrawMachine): DrawnNumbers {
  checkMachine(machine);
  const nextWord = wordStream(seed, LOTTERY_DOMAIN);
  const drawn: DrawnNumbers = {};
  for (const barrel of machine.barrels) {
    const balls = new ShrinkingBarrel(barrel.min, barrel.max);
    for (const set of barrel.sets) {
      const numbers = Array.from({ length: set.count }, () => balls.draw(nextWord));
      drawn[set.key] = numbers.sort((a, b) => a - b);
    }
  }
  return drawn;
}

/** Raffles: `winners` distinct ticket numbers among 1..ticketsSold, in draw order (first = first prize). */
export function drawWinningTickets(seed: string, ticketsSold: number, winners: number): number[] {
  if (!Number.isSafeInteger(ticketsSold) || ticketsSold < 0 || ticketsSold > 2 ** 32) {
    throw new Error(`Tickets sold must be a whole number from 0 to 2^32; got ${ticketsSold}`);
  }
  if (!Number.isSafeInteger(winners) || winners < 0 || winners > ticketsSold) {
    throw new Error(`Cannot draw ${winners} winning tickets among ${ticketsSold} sold`);
  }
  const nextWord = wordStream(seed, RAFFLE_DOMAIN);
  const tickets = new ShrinkingBarrel(1, ticketsSold);
  return Array.from({ length: winners }, () => tickets.draw(nextWord));
}

/** Recomputes and compares: the hash matches the seed, and the numbers are those the seed gives. */
export function verifyDraw(input: { seed: string; hash: string; machine: DrawMachine; numbers: DrawnNumbers }): {
  ok: boolean;
  hashMatches: boolean;
  numbersMatch: boolean;
  expected: DrawnNumbers;
} {
  const hashMatches = hashOfSeed(input.seed) === input.hash.toLowerCase();
  const expected = drawNumbers(input.seed, input.machine);
  const numbersMatch = sameNumbers(expected, input.numbers);
  return { ok: hashMatches && numbersMatch, hashMatches, numbersMatch, expected };
}

/** The same check for a raffle: the winning tickets, in prize order, are those the seed gives. */
export function verifyRaffleDraw(input: { seed: string; hash: string; ticketsSold: number; winners: number[] }): {
  ok: boolean;
  hashMatches: boolean;
  winnersMatch: boolean;
  expected: number[];
} {
  const hashMatches = hashOfSeed(input.seed) === input.hash.toLowerCase();
  const expected = drawWinningTickets(input.seed, input.ticketsSold, Math.min(input.winners.length, input.ticketsSold));
  const winnersMatch = expected.length === input.winners.length && expected.every((ticket, i) => ticket === input.winners[i]);
  return { ok: hashMatches && winnersMatch, hashMatches, winnersMatch, expected };
}

/** Published sets are compared as sets: the order they are shown in carries no meaning. */
function sameNumbers(expected: DrawnNumbers, actual: DrawnNumbers): boolean {
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)] as ResultSetKey[]);
  for (const key of keys) {
    const want = expected[key];
    const got = actual[key];
    if (!want || !Array.isArray(got) || want.length !== got.length) return false;
    const sorted = [...got].sort((a, b) => a - b);
    if (!want.every((ball, i) => ball === sorted[i])) return false;
  }
  return true;
}

/** A machine that cannot be drawn is a data error: say which barrel and why, before reading any word. */
function checkMachine(machine: DrawMachine): void {
  const seen = new Set<ResultSetKey>();
  machine.barrels.forEach((barrel, index) => {
    const where = `barrel ${index + 1} (${barrel.min}..${barrel.max})`;
    if (!Number.isSafeInteger(barrel.min) || !Number.isSafeInteger(barrel.max) || barrel.max < barrel.min || barrel.max - barrel.min + 1 > 2 ** 32) {
      throw new Error(`Draw machine ${where}: min and max must be whole numbers with min ≤ max and at most 2^32 balls`);
    }
    let balls = 0;
    for (const set of barrel.sets) {
      if (seen.has(set.key)) throw new Error(`Draw machine ${where}: set "${set.key}" appears twice`);
      if (!Number.isInteger(set.count) || set.count < 1) throw new Error(`Draw machine ${where}: set "${set.key}" needs a count of at least 1, got ${set.count}`);
      seen.add(set.key);
      balls += set.count;
    }
    if (balls > barrel.max - barrel.min + 1) throw new Error(`Draw machine ${where}: cannot draw ${balls} balls from ${barrel.max - barrel.min + 1}`);
  });
}
