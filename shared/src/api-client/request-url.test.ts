import { buildUrl, withoutParam } from './request-url';

describe('buildUrl', () => {
  it('joins base URL and path', () => {
    expect(buildUrl('https://api.example/v2/', '/cart/items')).toBe('https://api.example/v2/cart/items');
    expect(buildUrl('https://api.example/v2', 'cart/items')).toBe('https://api.example/v2/cart/items');
  });

  it('works with an origin-relative base URL', () => {
    expect(buildUrl('/cms', '/items/theme')).toBe('/cms/items/theme');
  });

  it('repeats the key for arrays and drops undefined values', () => {
    expect(buildUrl('/t', '/en-AU/items', { c: ['a', 'b'], id: [1], t: undefined, limit: 10, draft: false })).toBe('/t/en-AU/items?c=a&c=b&id=1&limit=10&draft=false');
  });

  it('encodes values and appends to a path that has a query already', () => {
    expect(buildUrl('/v2', '/causes?x=1', { slug: 'a b&c' })).toBe('/v2/causes?x=1&slug=a+b%26c');
  });
});

describe('withoutParam', () => {
  it('removes a parameter and says whether it was there', () => {
    expect(withoutParam({ clear_cache: 1, limit: 5 }, 'clear_cache')).toEqual({ query: { limit: 5 }, had: true });
    expect(withoutParam({ limit: 5 }, 'clear_cache')).toEqual({ query: { limit: 5 }, had: false });
    expect(withoutParam(undefined, 'clear_cache')).toEqual({ query: {}, had: false });
  });
});
