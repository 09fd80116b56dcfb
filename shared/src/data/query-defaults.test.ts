import type { QueryKey } from './query-key';
import { freshMsFor } from './query-defaults';

describe('query freshness (storefront §9)', () => {
  const cases: [QueryKey, number, string][] = [
    [['content', 'blog-post', 'x'], 60_000, 'most API endpoints: 60 s'],
    [['membership-config'], 60_000, 'most API endpoints: 60 s'],
    [['site-config'], 86_400_000, 'navigation and components: 24 h'],
    [['translations', 'en-GB'], 86_400_000, 'navigation and components: 24 h'],
    [['product-offers'], 1_080_000, 'product offers: 1,080,000 ms'],
    [['draw-result-keys'], 86_400_000, 'draw result keys: 86,400,000 ms'],
  ];
  it.each(cases)('keeps %j fresh for %d ms (%s)', (key, ms) => {
    expect(freshMsFor(key)).toBe(ms);
  });

  it('never serves the customer, the cart, the wallet or a preview of offers stale', () => {
    for (const key of [['customer'], ['cart'], ['wallet'], ['product-offers-preview']]) expect(freshMsFor(key)).toBe(0);
  });
});
