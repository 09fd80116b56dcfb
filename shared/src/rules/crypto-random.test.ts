import { cryptoRandom } from './crypto-random';

describe('cryptoRandom', () => {
  it('returns floats in [0, 1)', () => {
    for (let round = 0; round < 1000; round += 1) {
      const value = cryptoRandom();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    cryptoRandom();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('maps the extreme words to 0 and just below 1', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    spy.mockImplementationOnce((array) => { (array as Uint32Array).fill(0); return array; });
    expect(cryptoRandom()).toBe(0);
    spy.mockImplementationOnce((array) => { (array as Uint32Array).fill(0xffffffff); return array; });
    expect(cryptoRandom()).toBe(1 - 2 ** -53);
    spy.mockRestore();
  });
});
