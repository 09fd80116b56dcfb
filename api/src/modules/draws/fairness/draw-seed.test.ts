import { hashOfSeed, newDrawSeed, seedBytes } from './draw-seed';

describe('newDrawSeed', () => {
  it('makes 64 lowercase hex characters and publishes the SHA-256 of their bytes', () => {
    const { seed, hash } = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashOfSeed(seed));
  });

  it('never repeats a seed', () => {
    const seeds = new Set(Array.from({ length: 1000 }, () => newDrawSeed().seed));
    expect(seeds.size).toBe(1000);
  });
});

describe('hashOfSeed', () => {
  it('hashes the 32 raw bytes, not the hex text', () => {
    // SHA-256 of 32 zero bytes, a published test value.
    expect(hashOfSeed('0'.repeat(64))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(hashOfSeed('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f')).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });

  it('reads upper-case hex as the same bytes', () => {
    expect(hashOfSeed('AB'.repeat(32))).toBe(hashOfSeed('ab'.repeat(32)));
  });

  it.each([
    ['63 characters', 'a'.repeat(63)],
    ['65 characters', 'a'.repeat(65)],
    ['a character that is not hex', `${'a'.repeat(63)}g`],
    ['spaces around it', ` ${'a'.repeat(64)} `],
    ['an empty string', ''],
  ])('refuses a seed with %s', (_, seed) => {
    expect(() => hashOfSeed(seed)).toThrow(/A draw seed is 64 hex characters/);
  });

  it('names what it got in the error', () => {
    expect(() => seedBytes('xyz')).toThrow('got "xyz" (3 characters)');
  });
});
