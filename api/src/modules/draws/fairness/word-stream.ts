import { createHash } from 'node:crypto';
import { seedBytes } from './draw-seed';

/** Domain tags keep the lottery and raffle streams of one seed independent of each other. */
export const LOTTERY_DOMAIN = 'drawfront-draw-v1';
export const RAFFLE_DOMAIN = 'drawfront-raffle-v1';

const WORDS_PER_BLOCK = 8;
const MAX_BLOCKS = 2 ** 32;

/** Block `counter` of the stream: SHA-256(seed bytes ‖ ASCII domain ‖ counter as 4-byte big-endian). */
export function streamBlock(seed: string, domain: string, counter: number): Buffer {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  return createHash('sha256').update(seedBytes(seed)).update(domain, 'ascii').update(counterBytes).digest();
}

/**
 * The seed's stream of unsigned 32-bit big-endian words: the 8 words of block 0, then block 1, and so on.
 * Each call returns the next word; the stream is only ever read forwards, so any implementation that
 * reads the same words in the same order draws the same numbers.
 */
export function wordStream(seed: string, domain: string): () => number {
  seedBytes(seed); // a malformed seed fails here, where the stream is made, not at its first read
  let counter = 0;
  let block: Buffer = Buffer.alloc(0);
  let index = WORDS_PER_BLOCK;
  return () => {
    if (index === WORDS_PER_BLOCK) {
      if (counter === MAX_BLOCKS) throw new Error(`The ${domain} stream of a seed ends after 2^32 blocks`);
      block = streamBlock(seed, domain, counter);
      counter += 1;
      index = 0;
    }
    const word = block.readUInt32BE(index * 4);
    index += 1;
    return word;
  };
}
