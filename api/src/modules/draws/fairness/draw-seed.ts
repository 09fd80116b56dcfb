import { randomBytes } from 'node:crypto';
import { hashOfSeedWith, seedBytesOf } from '@drawfront/shared/fairness/draw-algorithm';
import { nodeSha256 } from './node-sha256';

/** A secret 256-bit seed (64 lowercase hex chars) and its commitment: hex SHA-256 of the seed's 32 raw bytes. */
export interface DrawSeed {
  seed: string;
  hash: string;
}

/** A fresh seed from the operating system's CSPRNG, with the hash the draw publishes before sales close. */
export function newDrawSeed(): DrawSeed {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: hashOfSeed(seed) };
}

/** The seed's 32 raw bytes; a malformed seed is refused (shared `seedBytesOf`), never guessed at. */
export function seedBytes(seed: string): Buffer {
  return Buffer.from(seedBytesOf(seed));
}

/** The commitment published on the draw: lowercase hex SHA-256 of the seed's bytes (not of its hex text). */
export function hashOfSeed(seed: string): string {
  return hashOfSeedWith(seed, nodeSha256);
}
