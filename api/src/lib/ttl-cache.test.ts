import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('shares one load between concurrent misses and reloads after the time to live', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1001;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
