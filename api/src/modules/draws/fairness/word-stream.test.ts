import { createHash } from 'node:crypto';
import { LOTTERY_DOMAIN, RAFFLE_DOMAIN, streamBlock, wordStream } from './word-stream';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('wordStream', () => {
  it('reads block 0 as eight big-endian words, then block 1', () => {
    const next = wordStream(SEED, LOTTERY_DOMAIN);
    const block0 = streamBlock(SEED, LOTTERY_DOMAIN, 0);
    const block1 = streamBlock(SEED, LOTTERY_DOMAIN, 1);
    const read = Array.from({ length: 10 }, () => next());
    expect(read.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)));
    expect(read.slice(8)).toEqual([block1.readUInt32BE(0), block1.readUInt32BE(4)]);
    expect(read[0]).toBe(0xd229f134);
  });

  it('hashes seed bytes, the ASCII tag and the counter as 4 big-endian bytes', () => {
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.from(SEED, 'hex'), Buffer.from('drawfront-draw-v1', 'ascii'), Buffer.from([0, 0, 1, 2])]))
      .digest();
    expect(streamBlock(SEED, LOTTERY_DOMAIN, 258)).toEqual(expected);
  });

  it('gives the lottery and the raffle independent streams of the same seed', () => {
    expect(streamBlock(SEED, RAFFLE_DOMAIN, 0).toString('hex')).toBe('f6d9f5aca14cc9eeac8614a846eaeb7d84b631ddc70f8eb82e4c135f9b8fc156');
    expect(streamBlock(SEED, RAFFLE_DOMAIN, 0)).not.toEqual(streamBlock(SEED, LOTTERY_DOMAIN, 0));
  });

  it('refuses a malformed seed before reading', () => {
    expect(() => wordStream('00', LOTTERY_DOMAIN)).toThrow(/64 hex characters/);
  });
});
