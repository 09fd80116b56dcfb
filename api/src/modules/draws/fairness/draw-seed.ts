import { createHash, randomBytes } from 'node:crypto';

/** A secret 256-bit seed (64 lowercase hex chars) and its commitment: hex SHA-256 of the seed's 32 raw bytes. */
export interface DrawSeed {
  seed: string;
  hash: string;
}

export function newDrawSeed(): DrawSeed {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: hashOfSeed(seed) };
}

export function hashOfSeed(seed: string): string {
  if (!/^[0-9a-f]{64}$/.test(seed)) throw new Error(`a draw seed is 64 lowercase hex characters, got ${JSON.stringify(seed.slice(0, 80))}`);
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}
