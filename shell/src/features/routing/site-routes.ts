import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { RouteDefinition } from '@drawfront/shared/routes/route-definition';
import { ROUTES } from '@drawfront/shared/routes/route-table';

/**
 * The routes that exist on this site: those whose capabilities are all on, with the content
 * service's per-site path overrides applied. A route left out here is a 404 for the visitor.
 */
export function siteRoutes(site: Pick<SiteInfo, 'capabilities' | 'routeOverrides'>, routes: readonly RouteDefinition[] = ROUTES): RouteDefinition[] {
  return routes
    .filter((route) => route.path !== '*' && hasCapabilities(site.capabilities, route.capabilities))
    .map((route) => {
      const override = site.routeOverrides[route.id];
      return override ? { ...route, path: override } : route;
    });
}
