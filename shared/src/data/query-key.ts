/**
 * What a query is about, e.g. `['customer']` or `['content', 'blog-post', slug]`: the first part names
 * the resource (it picks the freshness in `query-defaults.ts`), the rest narrows it. Invalidating a
 * key invalidates every key that starts with it.
 */
export type QueryKey = readonly (string | number | boolean | null)[];

/** One string per key, for maps. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key);
}

/** Whether `key` is `prefix` or narrows it (`['cart', 'summary']` starts with `['cart']`). */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => key[index] === part);
}
