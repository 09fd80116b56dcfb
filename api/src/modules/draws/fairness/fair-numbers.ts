import { createHmac } from 'node:crypto';
import { hashOfSeed } from './draw-seed';

export type ResultSetKey = 'numbers' | 'supplementary' | 'powerball';
/** Balls min..max in one barrel; sets are drawn in order without replacement (supplementaries share the main barrel). */
export interface Barrel {
  min: number;
  max: number;
  sets: { key: ResultSetKey; count: number }[];
}
export interface DrawMachine {
  barrels: Barrel[];
}
export type DrawnNumbers = Partial<Record<ResultSetKey, number[]>>;

/** Uniform integers from HMAC-SHA256(seed, label:counter) words, by rejection sampling (no modulo bias). */
function uniformSource(seed: string, label: string) {
  let counter = 0;
  let words: number[] = [];
  const nextWord = () => {
    if (words.length === 0) {
      const block = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${label}:${counter++}`).digest();
      words = Array.from({ length: 8 }, (_, i) => block.readUInt32BE(i * 4));
    }
    return words.shift()!;
  };
  return (size: number): number => {
    const limit = Math.floor(0x1_0000_0000 / size) * size;
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % size;
    }
  };
}

export function drawNumbers(seed: string, machine: DrawMachine): DrawnNumbers {
  hashOfSeed(seed);
  const result: DrawnNumbers = {};
  machine.barrels.forEach((barrel, index) => {
    const pick = uniformSource(seed, `barrel-${index}`);
    const balls = Array.from({ length: barrel.max - barrel.min + 1 }, (_, i) => barrel.min + i);
    for (const set of barrel.sets) {
      const drawn = Array.from({ length: set.count }, () => balls.splice(pick(balls.length), 1)[0]!);
      result[set.key] = drawn.sort((a, b) => a - b);
    }
  });
  return result;
}

/** Raffles: `winners` distinct ticket numbers among 1..ticketsSold, in draw order (first = first prize). */
export function drawWinningTickets(seed: string, ticketsSold: number, winners: number): number[] {
  hashOfSeed(seed);
  const pick = uniformSource(seed, 'raffle');
  const chosen: number[] = [];
  while (chosen.length < Math.min(winners, ticketsSold)) {
    const ticket = pick(ticketsSold) + 1;
    if (!chosen.includes(ticket)) chosen.push(ticket);
  }
  return chosen;
}

/** Recomputes and compares: the hash matches the seed, and the numbers are those the seed gives. */
export function verifyDraw(input: { seed: string; hash: string; machine: DrawMachine; numbers: DrawnNumbers }): { ok: boolean; hashMatches: boolean; numbersMatch: boolean; expected: DrawnNumbers } {
  const hashMatches = hashOfSeed(input.seed) === input.hash;
  const expected = drawNumbers(input.seed, input.machine);
  const numbersMatch = JSON.stringify(expected) === JSON.stringify(Object.fromEntries(Object.keys(expected).map((key) => [key, input.numbers[key as ResultSetKey]])));
  return { ok: hashMatches && numbersMatch, hashMatches, numbersMatch, expected };
}
