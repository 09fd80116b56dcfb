import { drawNumbersWith, drawWinningEntriesWith, sameDrawn } from '@drawfront/shared/fairness/draw-algorithm';
import { hashOfSeed } from './draw-seed';
import { nodeSha256 } from './node-sha256';
import type { DrawMachine, DrawnNumbers } from '../../../db/schema/json-types';

/**
 * The API's draw: the one shared algorithm (`shared/src/fairness/draw-algorithm.ts`, README "The algorithm")
 * run with Node's synchronous SHA-256, so the engine draws without awaiting and the browser, checking with
 * WebCrypto, recomputes exactly these numbers.
 */
export function drawNumbers(seed: string, machine: DrawMachine): DrawnNumbers {
  return drawNumbersWith(seed, machine, nodeSha256);
}

/** Raffles: `winners` distinct ticket numbers among 1..ticketsSold, in draw order (first = first prize). */
export function drawWinningTickets(seed: string, ticketsSold: number, winners: number): number[] {
  return drawWinningEntriesWith(seed, ticketsSold, winners, nodeSha256);
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
  const numbersMatch = sameDrawn(expected, input.numbers);
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
