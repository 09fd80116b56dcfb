import { hasCapabilities } from '../contract/capabilities';
import type { Capability } from '../contract/capabilities';
import { applyRouteOverrides } from './match-route';
import type { RouteDefinition } from './route-definition';
import { ROUTES } from './route-table';
import type { RouteId } from './route-table';

/**
 * Pages a search engine has no use for: sign-in and account forms, the cart, the sign-out action,
 * the page a sign-in provider sends the browser back to, and pages only a link opens (content
 * previews, the feature-banner preview, the Android install step).
 */
const NOT_LISTED: readonly RouteId[] = [
  'preview',
  'marketing-feature-banner',
  'app-android-install',
  'logout',
  'cart',
  'checkout-login',
  'close-my-account-success',
  'force-password-change',
  'forgot-password',
  'login',
  'login-social-callback',
  'signup',
  'lotto-party-group',
  'account-verification',
];

/**
 * Sitemap rules beyond a route's own capabilities (storefront §2): the causes page needs the causes
 * directory; responsible gambling, cookie policy and terms of use each need their capability; the FAQ
 * page is listed only when the support-FAQ capability is absent.
 */
const NEEDS: Partial<Record<RouteId, Capability>> = {
  causes: 'causes-directory',
  'about-responsible-gaming': 'responsible-gambling',
  'about-cookie-policy': 'cookie-consent',
  'about-terms-of-use': 'terms-of-use',
};
const NEEDS_ABSENT: Partial<Record<RouteId, Capability>> = { 'about-faq': 'support-faq' };

/** The route table's public pages with fixed paths that a site with `capabilities` lists in its sitemap. */
export function sitemapPaths(capabilities: readonly Capability[], routeOverrides: Readonly<Record<string, string>> = {}, routes: readonly RouteDefinition[] = ROUTES): string[] {
  return applyRouteOverrides(routes, routeOverrides)
    .filter((route) => !route.protected && route.path !== '*' && !route.path.includes(':') && !route.path.includes('*'))
    .filter((route) => !NOT_LISTED.includes(route.id as RouteId))
    .filter((route) => hasCapabilities(capabilities, route.capabilities))
    .filter((route) => {
      const needed = NEEDS[route.id as RouteId];
      const absent = NEEDS_ABSENT[route.id as RouteId];
      return (!needed || capabilities.includes(needed)) && (!absent || !capabilities.includes(absent));
    })
    .map((route) => route.path);
}
