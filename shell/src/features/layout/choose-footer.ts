import type { Layout } from '@drawfront/shared/routes/route-definition';

export type FooterVariant = 'full' | 'condensed';

/**
 * Sign-in and registration paths. The spec names /login (and its autologin and transfer
 * sub-paths), /checkout/login and /forgot-password; it gives no sign-up path, so /signup and
 * /register are ours, to keep in step with the account remote's routes.
 */
export const LOGIN_OR_REGISTRATION_PATHS = ['/login', '/checkout/login', '/forgot-password', '/signup', '/register'] as const;

/** True for a sign-in or registration page, ignoring case and a trailing slash. */
export function isLoginOrRegistrationPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return LOGIN_OR_REGISTRATION_PATHS.some((base) => path === base || path.startsWith(`${base}/`));
}

export interface FooterChoice {
  layout: Layout;
  pathname: string;
  cartItemCount: number;
  isAuthenticated: boolean;
}

/**
 * Condensed on checkout-layout routes when the cart has items, or on sign-in and registration
 * routes when not logged in; otherwise full (spec part 2 §2 "Footer").
 */
export function chooseFooter({ layout, pathname, cartItemCount, isAuthenticated }: FooterChoice): FooterVariant {
  if (layout === 'checkout' && cartItemCount > 0) return 'condensed';
  if (!isAuthenticated && isLoginOrRegistrationPath(pathname)) return 'condensed';
  return 'full';
}
