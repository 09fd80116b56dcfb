import { concatBytes, utf8 } from './bytes';
import type { Hashing } from './hashing';

/** Domain tags keep the lottery and raffle streams of one seed independent of each other. */
export const LOTTERY_DOMAIN = 'drawfront-draw-v1';
export const RAFFLE_DOMAIN = 'drawfront-raffle-v1';

const WORDS_PER_BLOCK = 8;
const MAX_BLOCKS = 2 ** 32;

/** The next 32-bit word of a stream, hashing a new block when the current one is used up. */
export type NextWord = () => Hashing<number>;

/** What block `counter` hashes: seed bytes ‖ ASCII domain ‖ counter as 4 bytes, big-endian. */
export function streamBlockInput(seed: Uint8Array, domain: string, counter: number): Uint8Array[] {
  return [seed, utf8(domain), counterBytes(counter)];
}

function counterBytes(counter: number): Uint8Array {
  return new Uint8Array([counter >>> 24, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff]);
}

/** Block `counter` of the stream: SHA-256(seed bytes ‖ ASCII domain ‖ counter as 4-byte big-endian). */
export function* streamBlock(seed: Uint8Array, domain: string, counter: number): Hashing<Uint8Array> {
  return yield streamBlockInput(seed, domain, counter);
}

/**
 * The seed's stream of unsigned 32-bit big-endian words: the 8 words of block 0, then block 1, and so on.
 * The stream is only ever read forwards, so any implementation that reads the same words in the same
 * order draws the same numbers.
 */
export function wordStream(seed: Uint8Array, domain: string): NextWord {
  const prefix = concatBytes(seed, utf8(domain));
  let counter = 0;
  let block: Uint8Array = new Uint8Array(0);
  let index = WORDS_PER_BLOCK;
  return function* nextWord() {
    if (index === WORDS_PER_BLOCK) {
      if (counter === MAX_BLOCKS) throw new Error(`The ${domain} stream of a seed ends after 2^32 blocks`);
      block = yield [prefix, counterBytes(counter)];
      counter += 1;
      index = 0;
    }
    const at = index * 4;
    index += 1;
    // Big-endian, unsigned: `>>> 0` keeps a word with its top bit set positive.
    return ((block[at]! << 24) | (block[at + 1]! << 16) | (block[at + 2]! << 8) | block[at + 3]!) >>> 0;
  };
}
