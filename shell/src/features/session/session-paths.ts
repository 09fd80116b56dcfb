import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';

export const LOGIN_PATH = '/login';
export const FORCE_PASSWORD_CHANGE_PATH = '/force-password-change';
export const UPGRADE_ACCOUNT_PATH = '/my-account/upgrade-account';
const CLOSE_MY_ACCOUNT_PATH = '/close-my-account';
const CLOSE_MY_ACCOUNT_SUCCESS_PATH = '/close-my-account/success';

/** `/login?returnTo=…` for an in-site path (a bad one is dropped rather than carried). */
export function loginPathReturningTo(path: string | null): string {
  const returnTo = safeReturnPath(path);
  return returnTo && returnTo !== '/' ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

/**
 * Where an expired or unverifiable session goes (storefront §4 "Logout / session expiry"): the
 * close-my-account success page from the close-my-account page, the sign-in page (returning here)
 * from anywhere else, and nowhere when the customer is already on the sign-in page.
 */
export function expiryDestination(currentPath: string): string | null {
  const pathname = currentPath.split(/[?#]/)[0] ?? '';
  if (pathname === CLOSE_MY_ACCOUNT_PATH) return CLOSE_MY_ACCOUNT_SUCCESS_PATH;
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return null;
  return loginPathReturningTo(currentPath);
}
