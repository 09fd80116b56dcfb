import { randomBytes } from 'node:crypto';
import * as shared from '@drawfront/shared/fairness/draw-algorithm';
import { hashOfSeed } from './draw-seed';
import { drawNumbers, drawWinningTickets } from './fair-numbers';
import type { DrawMachine } from '../../../db/schema/json-types';

// The API draws with Node's synchronous SHA-256; the browser and the standalone verifier check with the
// WebCrypto version in shared/src/fairness. Both must give the same numbers for every seed.
const MACHINES: DrawMachine[] = [
  { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] },
  { barrels: [{ min: 1, max: 35, sets: [{ key: 'numbers', count: 7 }] }, { min: 1, max: 20, sets: [{ key: 'powerball', count: 1 }] }] },
];

describe('the shared WebCrypto algorithm and the API\'s', () => {
  it('give the same commitment, numbers and raffle winners for 50 random seeds', async () => {
    for (let i = 0; i < 50; i += 1) {
      const seed = randomBytes(32).toString('hex');
      expect(await shared.hashOfSeed(seed)).toBe(hashOfSeed(seed));
      for (const machine of MACHINES) expect(await shared.drawNumbers(seed, machine)).toEqual(drawNumbers(seed, machine));
      expect(await shared.drawWinningEntries(seed, 80_000, 3)).toEqual(drawWinningTickets(seed, 80_000, 3));
    }
  });
});
