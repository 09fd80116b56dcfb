import type { PathTo } from '@drawfront/shared/routes/path-to';

/**
 * A page of the transactions list (storefront §2 "/my-account/transactions with /{page}") with its
 * filter query; page 1 is the plain path. Null when the site has no transactions page.
 */
export function transactionsPath(pathTo: PathTo, query = '', page = 1): string | null {
  const path = pathTo('transactions', { page: page > 1 ? page : undefined });
  return path === null ? null : `${path}${query}`;
}
