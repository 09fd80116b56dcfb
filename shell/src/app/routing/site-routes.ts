import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { RouteDefinition } from '@drawfront/shared/routes/route-definition';
import { applyRouteOverrides } from '@drawfront/shared/routes/match-route';
import { ROUTES } from '@drawfront/shared/routes/route-table';

export interface SiteRoute extends RouteDefinition {
  /** False when one of the route's capabilities is off on this site: the route then answers 404. */
  enabled: boolean;
}

/**
 * Every route with the content service's per-site path overrides applied, each marked enabled or
 * not by the site's capabilities. Disabled routes stay in the table (as 404s) so that a fixed path
 * such as /lotto-tickets never falls through to the /{productOfferKey} play page.
 */
export function siteRoutes(site: Pick<SiteInfo, 'capabilities' | 'routeOverrides'>, routes: readonly RouteDefinition[] = ROUTES): SiteRoute[] {
  return applyRouteOverrides(routes, site.routeOverrides)
    .filter((route) => route.path !== '*')
    .map((route) => ({ ...route, enabled: hasCapabilities(site.capabilities, route.capabilities) }));
}
