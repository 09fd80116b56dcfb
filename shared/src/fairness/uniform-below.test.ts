import { runWith } from './hashing';
import { uniformBelow } from './uniform-below';
import type { NextWord } from './word-stream';

/** A word source that hands out the given words and fails if asked for more (no hashing needed). */
function words(...values: number[]): NextWord {
  const queue = [...values];
  // eslint-disable-next-line require-yield -- a fixed list of words never asks for a hash
  return function* next() {
    const word = queue.shift();
    if (word === undefined) throw new Error('read past the words given');
    return word;
  };
}
const noHash = (): Uint8Array => {
  throw new Error('no hash expected');
};
const below = (range: number, next: NextWord) => runWith(uniformBelow(range, next), noHash);

describe('uniformBelow', () => {
  it('rejects the one word at the top when 3 does not divide 2^32 (2^32 mod 3 = 1)', () => {
    // limit = 2^32 − 1 = 4294967295: that word alone would make residue 0 more likely.
    expect(below(3, words(0xffffffff, 0xfffffffe))).toBe(0xfffffffe % 3);
    expect(below(3, words(0xfffffffe))).toBe(2);
  });

  it('rejects at exactly the largest multiple of the range (45 balls: limit 4294967265)', () => {
    expect(below(45, words(4294967265, 4294967264))).toBe(4294967264 % 45);
    expect(below(45, words(4294967295, 4294967266, 4294967265, 7))).toBe(7);
  });

  it('rejects almost half the words for a range just over 2^31', () => {
    const range = 2 ** 31 + 1;
    expect(below(range, words(2 ** 31 + 1, 2 ** 32 - 1, 2 ** 31))).toBe(2 ** 31);
    expect(below(range, words(5))).toBe(5);
  });

  it('takes every word as it is for a range that divides 2^32', () => {
    expect(below(2 ** 32, words(0xffffffff))).toBe(0xffffffff);
    expect(below(16, words(0xffffffff))).toBe(15);
    expect(below(1, words(0xffffffff))).toBe(0);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN])('refuses a range of %p', (range) => {
    expect(() => below(range, words(1))).toThrow(/whole range from 1 to 2\^32/);
  });
});
