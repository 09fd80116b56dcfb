import { bytesToHex, hexToBytes } from './bytes';
import { runAsync, runWith } from './hashing';
import type { AsyncSha256, Hashing, SyncSha256 } from './hashing';
import { ShrinkingBarrel } from './shrinking-barrel';
import { LOTTERY_DOMAIN, RAFFLE_DOMAIN, wordStream } from './word-stream';

/**
 * The `drawfront-draw-v1` algorithm, the one implementation (documented on /about/fairness and in the API's
 * fairness README): seed → SHA-256 counter stream → unbiased integers → partial Fisher–Yates per ball.
 * The API draws with Node's synchronous hash (`…With`), the browser and the verifier check with WebCrypto.
 */

export { LOTTERY_DOMAIN, RAFFLE_DOMAIN };

export type DrawSetKey = 'numbers' | 'supplementary' | 'powerball';
/** Balls min..max in one barrel; sets are drawn in order without replacement (supplementaries share the main barrel). */
export interface MachineBarrel {
  min: number;
  max: number;
  sets: { key: DrawSetKey; count: number }[];
}
export interface Machine {
  barrels: MachineBarrel[];
}
/** Each set sorted ascending. */
export type Drawn = Partial<Record<DrawSetKey, number[]>>;

const SEED = /^[0-9a-f]{64}$/i;

/**
 * The seed's 32 raw bytes. Hex case does not change the bytes, so either case is accepted; anything
 * else is refused rather than guessed at, because a seed read wrongly would "verify" the wrong numbers.
 */
export function seedBytesOf(seed: string): Uint8Array {
  if (typeof seed !== 'string' || !SEED.test(seed)) throw new Error(`A draw seed is 64 hex characters (32 bytes); got ${describe(seed)}`);
  return hexToBytes(seed);
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  return value.length > 70 ? `${value.length} characters` : `"${value}" (${value.length} characters)`;
}

function* seedHashSteps(seed: string): Hashing<string> {
  return bytesToHex(yield [seedBytesOf(seed)]);
}

/** The commitment: lowercase hex SHA-256 of the seed's 32 bytes (not of its hex text). */
export function hashOfSeedWith(seed: string, hash: SyncSha256): string {
  return runWith(seedHashSteps(seed), hash);
}
export function hashOfSeed(seed: string, hash?: AsyncSha256): Promise<string> {
  return runAsync(seedHashSteps(seed), hash);
}

function* numbersSteps(seed: string, machine: Machine): Hashing<Drawn> {
  checkMachine(machine);
  const nextWord = wordStream(seedBytesOf(seed), LOTTERY_DOMAIN);
  const drawn: Drawn = {};
  for (const spec of machine.barrels) {
    const balls = new ShrinkingBarrel(spec.min, spec.max);
    for (const set of spec.sets) {
      const numbers: number[] = [];
      for (let i = 0; i < set.count; i += 1) numbers.push(yield* balls.draw(nextWord));
      drawn[set.key] = numbers.sort((a, b) => a - b);
    }
  }
  return drawn;
}

/** The numbers a seed draws on a machine: one stream, barrels in order, sets in order, each set sorted. */
export function drawNumbersWith(seed: string, machine: Machine, hash: SyncSha256): Drawn {
  return runWith(numbersSteps(seed, machine), hash);
}
export function drawNumbers(seed: string, machine: Machine, hash?: AsyncSha256): Promise<Drawn> {
  return runAsync(numbersSteps(seed, machine), hash);
}

function* winnersSteps(seed: string, entries: number, winners: number): Hashing<number[]> {
  if (!Number.isSafeInteger(entries) || entries < 0 || entries > 2 ** 32) {
    throw new Error(`Tickets sold must be a whole number from 0 to 2^32; got ${entries}`);
  }
  if (!Number.isSafeInteger(winners) || winners < 0 || winners > entries) {
    throw new Error(`Cannot draw ${winners} winning tickets among ${entries} sold`);
  }
  const nextWord = wordStream(seedBytesOf(seed), RAFFLE_DOMAIN);
  const tickets = new ShrinkingBarrel(1, entries);
  const drawn: number[] = [];
  for (let i = 0; i < winners; i += 1) drawn.push(yield* tickets.draw(nextWord));
  return drawn;
}

/** Raffles: `winners` distinct entry numbers among 1..entries, in draw order (first = first prize, not sorted). */
export function drawWinningEntriesWith(seed: string, entries: number, winners: number, hash: SyncSha256): number[] {
  return runWith(winnersSteps(seed, entries, winners), hash);
}
export function drawWinningEntries(seed: string, entries: number, winners: number, hash?: AsyncSha256): Promise<number[]> {
  return runAsync(winnersSteps(seed, entries, winners), hash);
}

/** Sets compared as sets: the order a result is shown in carries no meaning. */
export function sameDrawn(expected: Drawn, actual: Drawn): boolean {
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)] as DrawSetKey[]);
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
export function checkMachine(machine: Machine): void {
  const seen = new Set<DrawSetKey>();
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
