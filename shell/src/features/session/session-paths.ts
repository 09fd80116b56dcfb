import type { Customer } from '@drawfront/shared/contract/customer';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';

// Every destination here comes from the route table through the site's pathTo, so a site that moves
// /login (storefront §1 "The route list, paths and navigation labels can be overridden per site")
// is sent to its own page; a page the site lacks (pathTo answers null) is never a destination.

/** The sign-in page returning to an in-site path (a bad one is dropped rather than carried, and home is the default). */
export function loginPathReturningTo(pathTo: PathTo, path: string | null): string | null {
  const returnTo = safeReturnPath(path);
  return pathTo('login', {}, { returnTo: returnTo && returnTo !== pathTo('home') ? returnTo : undefined });
}

/**
 * Where an expired or unverifiable session goes (storefront §4 "Logout / session expiry"): the
 * close-my-account success page from the close-my-account page, the sign-in page (returning here)
 * from anywhere else, and nowhere when the customer is already on the sign-in page.
 */
export function expiryDestination(pathTo: PathTo, currentPath: string): string | null {
  const pathname = currentPath.split(/[?#]/)[0] ?? '';
  if (pathname === pathTo('close-my-account')) return pathTo('close-my-account-success');
  const login = pathTo('login');
  if (login !== null && (pathname === login || pathname.startsWith(`${login}/`))) return null;
  return loginPathReturningTo(pathTo, currentPath);
}

/** The page the customer is forced through before anything else (groups spec §2 "Forced redirects"), if any. */
export function forcedDestination(pathTo: PathTo, customer: Pick<Customer, 'forcePasswordChange' | 'accountUpgrade'>): string | null {
  if (customer.forcePasswordChange) return pathTo('force-password-change');
  if (customer.accountUpgrade) return pathTo('upgrade-account');
  return null;
}
