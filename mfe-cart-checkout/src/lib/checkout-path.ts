import type { PathTo } from '@drawfront/shared/routes/path-to';

/**
 * `path?returnTo=checkout`, so the page sends the customer back to checkout afterwards. The return path
 * is written as is (not percent-encoded), as the account pages and the shell's sign-in read it.
 */
export function returningToCheckout(pathTo: PathTo, path: string | null, query: Readonly<Record<string, string>> = {}): string | null {
  const checkout = pathTo('cart-buy');
  if (path === null || checkout === null) return null;
  const pairs = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return `${path}?${[...pairs, `returnTo=${checkout}`].join('&')}`;
}

/** Where "Checkout" leads: customers straight to checkout, visitors to sign in within checkout (/checkout/login) first and come back to it. */
export function checkoutPath(pathTo: PathTo, signedIn: boolean): string | null {
  return signedIn ? pathTo('cart-buy') : returningToCheckout(pathTo, pathTo('checkout-login') ?? pathTo('login'));
}
