import type { QueryKey } from './query-key';

/**
 * How long an answer stays fresh, per resource (the first part of a query key), in milliseconds
 * (storefront §9). Fresh answers are served from the page's one query cache; a stale or invalidated
 * one is read again. Resources not listed are never served stale: a second read within the same
 * moment still shares the first one's request.
 */
export const QUERY_FRESH_MS: Readonly<Record<string, number>> = {
  /** CMS pages, blog posts and categories ("most API endpoints"). */
  content: 60_000,
  /** The site's content configuration (logo, footer links) the shell and the catalogue both read. */
  'site-config': 86_400_000,
  translations: 86_400_000,
  'membership-config': 60_000,
  'product-offers': 1_080_000,
  'draw-result-keys': 86_400_000,
};

/** Freshness of `key`'s answers; 0 for a resource that must always be read again. */
export function freshMsFor(key: QueryKey): number {
  const resource = key[0];
  return typeof resource === 'string' ? (QUERY_FRESH_MS[resource] ?? 0) : 0;
}

/** Keys of the resources that purchases, deposits and withdrawals change, shared so every writer invalidates the same ones. */
export const QUERY_KEYS = {
  customer: ['customer'],
  cart: ['cart'],
  wallet: ['wallet'],
  tickets: ['tickets'],
} as const satisfies Record<string, QueryKey>;

/**
 * What spending or adding money changes: the cart, the customer's record (balance, limits), anything about
 * the wallet (transactions, spend limits, withdrawals) and the tickets a purchase bought.
 */
export const MONEY_MOVED: readonly QueryKey[] = [QUERY_KEYS.cart, QUERY_KEYS.customer, QUERY_KEYS.wallet, QUERY_KEYS.tickets];
