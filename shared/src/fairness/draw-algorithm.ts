import { bytesToHex, concatBytes, hexToBytes, sha256, utf8 } from './bytes';

/**
 * The `drawfront-draw-v1` algorithm on WebCrypto (documented on /about/fairness and in the API's
 * fairness README): seed → SHA-256 counter stream → unbiased integers → partial Fisher–Yates per ball.
 * The API draws with its synchronous twin; a test holds both to the same numbers.
 */

export const LOTTERY_DOMAIN = 'drawfront-draw-v1';
export const RAFFLE_DOMAIN = 'drawfront-raffle-v1';

export type DrawSetKey = 'numbers' | 'supplementary' | 'powerball';
export interface MachineBarrel {
  min: number;
  max: number;
  sets: { key: DrawSetKey; count: number }[];
}
export interface Machine {
  barrels: MachineBarrel[];
}
export type Drawn = Partial<Record<DrawSetKey, number[]>>;

const SEED = /^[0-9a-f]{64}$/i;
const TWO_POW_32 = 2 ** 32;

export function seedBytesOf(seed: string): Uint8Array {
  if (typeof seed !== 'string' || !SEED.test(seed)) throw new Error('A draw seed is 64 hex characters (32 bytes)');
  return hexToBytes(seed);
}

/** The commitment: lowercase hex SHA-256 of the seed's 32 bytes (not of its hex text). */
export async function hashOfSeed(seed: string): Promise<string> {
  return bytesToHex(await sha256(seedBytesOf(seed)));
}

/** Block i is SHA-256(seed ‖ ASCII domain ‖ i as 4 bytes big-endian); words are read 8 per block, big-endian. */
export function wordStream(seed: string, domain: string): () => Promise<number> {
  const prefix = concatBytes(seedBytesOf(seed), utf8(domain));
  let counter = 0;
  let block: DataView = new DataView(new ArrayBuffer(0));
  let index = 8;
  return async () => {
    if (index === 8) {
      const counterBytes = new Uint8Array(4);
      new DataView(counterBytes.buffer).setUint32(0, counter);
      const digest = await sha256(prefix, counterBytes);
      block = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      counter += 1;
      index = 0;
    }
    const word = block.getUint32(index * 4);
    index += 1;
    return word;
  };
}

/** Uniform in 0..range-1: words at or above the largest multiple of range below 2^32 are discarded (no modulo bias). */
export async function uniformBelow(range: number, nextWord: () => Promise<number>): Promise<number> {
  const limit = TWO_POW_32 - (TWO_POW_32 % range);
  for (;;) {
    const word = await nextWord();
    if (word < limit) return word % range;
  }
}

/** A barrel min..max as a partial Fisher–Yates list; only moved positions are stored. */
function barrel(min: number, max: number): (next: () => Promise<number>) => Promise<number> {
  let remaining = max - min + 1;
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? min + position;
  return async (next) => {
    if (remaining === 0) throw new Error('Cannot draw from an empty barrel');
    const j = await uniformBelow(remaining, next);
    const last = remaining - 1;
    const ball = at(j);
    moved.set(j, at(last));
    moved.delete(last);
    remaining = last;
    return ball;
  };
}

/** The numbers a seed draws on a machine: one stream, barrels in order, sets in order, each set sorted. */
export async function drawNumbers(seed: string, machine: Machine): Promise<Drawn> {
  const next = wordStream(seed, LOTTERY_DOMAIN);
  const drawn: Drawn = {};
  for (const spec of machine.barrels) {
    const draw = barrel(spec.min, spec.max);
    for (const set of spec.sets) {
      const balls: number[] = [];
      for (let i = 0; i < set.count; i += 1) balls.push(await draw(next));
      drawn[set.key] = balls.sort((a, b) => a - b);
    }
  }
  return drawn;
}

/** Raffles: `winners` entry numbers among 1..entries, first prize first (not sorted). */
export async function drawWinningEntries(seed: string, entries: number, winners: number): Promise<number[]> {
  const next = wordStream(seed, RAFFLE_DOMAIN);
  const draw = barrel(1, entries);
  const out: number[] = [];
  for (let i = 0; i < Math.min(winners, entries); i += 1) out.push(await draw(next));
  return out;
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
