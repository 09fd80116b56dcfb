import { createHash, randomBytes } from 'node:crypto';

/** A secret 256-bit seed (64 lowercase hex chars) and its commitment: hex SHA-256 of the seed's 32 raw bytes. */
export interface DrawSeed {
  seed: string;
  hash: string;
}

const SEED_PATTERN = /^[0-9a-f]{64}$/i;

/** A fresh seed from the operating system's CSPRNG, with the hash the draw publishes before sales close. */
export function newDrawSeed(): DrawSeed {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: hashOfSeed(seed) };
}

/**
 * The seed's 32 raw bytes. Hex case does not change the bytes, so either case is accepted; anything
 * else is refused rather than guessed at, because a seed read wrongly would "verify" the wrong numbers.
 */
export function seedBytes(seed: string): Buffer {
  if (typeof seed !== 'string' || !SEED_PATTERN.test(seed)) {
    throw new Error(`A draw seed is 64 hex characters (32 bytes); got ${describe(seed)}`);
  }
  return Buffer.from(seed, 'hex');
}

/** The commitment published on the draw: lowercase hex SHA-256 of the seed's bytes (not of its hex text). */
export function hashOfSeed(seed: string): string {
  return createHash('sha256').update(seedBytes(seed)).digest('hex');
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  return value.length > 70 ? `${value.length} characters` : `"${value}" (${value.length} characters)`;
}
