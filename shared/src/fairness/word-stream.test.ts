/** @jest-environment node */
import { createHash } from 'node:crypto';
import { bytesToHex, hexToBytes } from './bytes';
import { runWith } from './hashing';
import { LOTTERY_DOMAIN, RAFFLE_DOMAIN, streamBlock, wordStream } from './word-stream';

const SEED = hexToBytes('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
const nodeSha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};
const block = (domain: string, counter: number) => runWith(streamBlock(SEED, domain, counter), nodeSha256);
const wordsOf = (bytes: Uint8Array) => Array.from({ length: 8 }, (_, i) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(i * 4));

describe('wordStream', () => {
  it('reads block 0 as eight big-endian words, then block 1', () => {
    const next = wordStream(SEED, LOTTERY_DOMAIN);
    const read = Array.from({ length: 10 }, () => runWith(next(), nodeSha256));
    expect(read.slice(0, 8)).toEqual(wordsOf(block(LOTTERY_DOMAIN, 0)));
    expect(read.slice(8)).toEqual(wordsOf(block(LOTTERY_DOMAIN, 1)).slice(0, 2));
    expect(read[0]).toBe(0xd229f134);
  });

  it('hashes seed bytes, the ASCII tag and the counter as 4 big-endian bytes', () => {
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.from(SEED), Buffer.from('drawfront-draw-v1', 'ascii'), Buffer.from([0, 0, 1, 2])]))
      .digest('hex');
    expect(bytesToHex(block(LOTTERY_DOMAIN, 258))).toBe(expected);
  });

  it('gives the lottery and the raffle independent streams of the same seed', () => {
    expect(bytesToHex(block(RAFFLE_DOMAIN, 0))).toBe('f6d9f5aca14cc9eeac8614a846eaeb7d84b631ddc70f8eb82e4c135f9b8fc156');
    expect(block(RAFFLE_DOMAIN, 0)).not.toEqual(block(LOTTERY_DOMAIN, 0));
  });

  it('asks for one hash per 8 words read', () => {
    const next = wordStream(SEED, LOTTERY_DOMAIN);
    let hashes = 0;
    const counting = (...parts: Uint8Array[]) => {
      hashes += 1;
      return nodeSha256(...parts);
    };
    for (let i = 0; i < 17; i += 1) runWith(next(), counting);
    expect(hashes).toBe(3);
  });
});
