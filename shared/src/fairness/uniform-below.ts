import type { Hashing } from './hashing';
import type { NextWord } from './word-stream';

const TWO_POW_32 = 2 ** 32;

/**
 * A uniform integer in 0..range-1 from 32-bit words, with no modulo bias: a word at or above the
 * largest multiple of `range` that fits below 2^32 is thrown away and the next one read, so every
 * residue is produced by exactly floor(2^32 / range) words.
 */
export function* uniformBelow(range: number, nextWord: NextWord): Hashing<number> {
  if (!Number.isInteger(range) || range < 1 || range > TWO_POW_32) {
    throw new Error(`uniformBelow needs a whole range from 1 to 2^32; got ${range}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % range);
  for (;;) {
    const word = yield* nextWord();
    if (word < limit) return word % range;
  }
}
