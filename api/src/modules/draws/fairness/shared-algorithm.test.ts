import { randomBytes } from 'node:crypto';
import { sha256 } from '@drawfront/shared/fairness/bytes';
import * as shared from '@drawfront/shared/fairness/draw-algorithm';
import { hashOfSeed } from './draw-seed';
import { drawNumbers, drawWinningTickets } from './fair-numbers';
import { nodeSha256 } from './node-sha256';
import type { DrawMachine } from '../../../db/schema/json-types';

// One algorithm, two hashes: the API draws with Node's synchronous SHA-256, the browser and the standalone
// verifier check with WebCrypto's. Both must give the same numbers for every seed.
const MACHINES: DrawMachine[] = [
  { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] },
  { barrels: [{ min: 1, max: 35, sets: [{ key: 'numbers', count: 7 }] }, { min: 1, max: 20, sets: [{ key: 'powerball', count: 1 }] }] },
];
const EXAMPLE_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('the draw algorithm on Node\'s hash and on WebCrypto', () => {
  it('gives the same commitment, numbers and raffle winners for 50 random seeds', async () => {
    for (let i = 0; i < 50; i += 1) {
      const seed = randomBytes(32).toString('hex');
      expect(await shared.hashOfSeed(seed, sha256)).toBe(hashOfSeed(seed));
      for (const machine of MACHINES) expect(await shared.drawNumbers(seed, machine, sha256)).toEqual(drawNumbers(seed, machine));
      expect(await shared.drawWinningEntries(seed, 80_000, 3, sha256)).toEqual(drawWinningTickets(seed, 80_000, 3));
    }
  });

  it('gives the worked example\'s numbers on both', async () => {
    const saturday = { numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] };
    expect(shared.drawNumbersWith(EXAMPLE_SEED, MACHINES[0]!, nodeSha256)).toEqual(saturday);
    expect(await shared.drawNumbers(EXAMPLE_SEED, MACHINES[0]!)).toEqual(saturday);
  });

  it('is the API\'s draw: the engine\'s numbers are the shared algorithm run with Node\'s hash', () => {
    const seed = randomBytes(32).toString('hex');
    let hashes = 0;
    const counted = (...parts: Uint8Array[]) => {
      hashes += 1;
      return nodeSha256(...parts);
    };
    expect(shared.drawNumbersWith(seed, MACHINES[1]!, counted)).toEqual(drawNumbers(seed, MACHINES[1]!));
    expect(hashes).toBeGreaterThan(0);
  });
});
