import { resolveRoute, type RouteSite } from '@drawfront/shared/routes/match-route';
import type { Layout } from '@drawfront/shared/routes/route-definition';

export type FooterVariant = 'full' | 'condensed';

/**
 * Sign-in and registration routes of the shared route table. Matched by id, not path, so a site
 * whose content service moves /login still gets the condensed footer there.
 */
export const LOGIN_OR_REGISTRATION_ROUTE_IDS: readonly string[] = ['login', 'login-autologin', 'login-transfer', 'checkout-login', 'forgot-password', 'signup'];

/** True when `pathname` shows a sign-in or registration page on this site. */
export function isLoginOrRegistrationPath(pathname: string, site: RouteSite): boolean {
  const resolution = resolveRoute(pathname, site);
  return 'route' in resolution && LOGIN_OR_REGISTRATION_ROUTE_IDS.includes(resolution.route.id);
}

export interface FooterChoice {
  layout: Layout;
  cartItemCount: number;
  isAuthenticated: boolean;
  /** Whether the page is a sign-in or registration page (see `isLoginOrRegistrationPath`). */
  isLoginOrRegistration: boolean;
}

/**
 * Condensed on checkout-layout routes when the cart has items, or on sign-in and registration
 * routes when not logged in; otherwise full (spec part 2 §2 "Footer").
 */
export function chooseFooter({ layout, cartItemCount, isAuthenticated, isLoginOrRegistration }: FooterChoice): FooterVariant {
  if (layout === 'checkout' && cartItemCount > 0) return 'condensed';
  if (!isAuthenticated && isLoginOrRegistration) return 'condensed';
  return 'full';
}
