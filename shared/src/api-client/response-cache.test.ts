import { createResponseCache } from './response-cache';

describe('createResponseCache', () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => {
    time = 1_000;
  });

  it('keeps an entry until its time to live runs out', () => {
    const cache = createResponseCache(now);
    cache.set('a', { x: 1 }, 60_000);
    time += 59_999;
    expect(cache.get('a')).toEqual({ x: 1 });
    time += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('hands out copies', () => {
    const cache = createResponseCache(now);
    const value = { items: [1] };
    cache.set('a', value, 1000);
    value.items.push(2);
    (cache.get('a') as { items: number[] }).items.push(3);
    expect(cache.get('a')).toEqual({ items: [1] });
  });

  it('clears everything or the keys containing a match', () => {
    const cache = createResponseCache(now);
    cache.set('- 3.0 https://api/v2/cart/items', 1, 1000);
    cache.set('- 3.0 https://api/v2/branding', 2, 1000);
    cache.clear('/cart');
    expect(cache.get('- 3.0 https://api/v2/cart/items')).toBeUndefined();
    expect(cache.get('- 3.0 https://api/v2/branding')).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry beyond its bound', () => {
    const cache = createResponseCache(now, 2);
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.set('c', 3, 1000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });
});
