/** Campaign parameters kept on the way to /cart (storefront §4 "Adding to cart"). */
export const UTM_PARAMS = ['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content'] as const;

/** The utm_* parameters of a query string as a query string ("?utm_source=x&…"), or "" when there are none. */
export function keepUtm(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of UTM_PARAMS) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** A path with the utm_* parameters of `search` appended, e.g. cartPathKeepingUtm('/cart', '?aff=1&utm_source=mail') → "/cart?utm_source=mail". */
export function withUtm(path: string, search: string): string {
  return `${path}${keepUtm(search)}`;
}
