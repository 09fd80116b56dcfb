import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';

/**
 * Where a sign-in link sends the customer (groups spec §5 "Autologin page"): the link's `target` (a
 * same-site path, else none) with the page's other query parameters merged in, the page's winning.
 * Null when the link names no target: the shell then goes home.
 */
export function autologinReturnTo(search: URLSearchParams): string | null {
  const target = safeReturnPath(search.get('target'));
  if (target === null) return null;
  const url = new URL(target, 'http://drawfront.invalid');
  for (const [key, value] of search) if (key !== 'target') url.searchParams.set(key, value);
  return safeReturnPath(`${url.pathname}${url.search}${url.hash}`);
}
