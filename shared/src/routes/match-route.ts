import { matchRoutes, type RouteObject } from 'react-router-dom';
import { hasCapabilities } from '../contract/capabilities';
import type { SiteInfo } from '../contract/site';
import { pathUnder } from './path-under';
import type { RouteDefinition } from './route-definition';
import { ROUTES } from './route-table';

/** What `resolveRoute` needs to know about the site. */
export type RouteSite = Pick<SiteInfo, 'capabilities'> & Partial<Pick<SiteInfo, 'routeOverrides'>>;

/** The route a URL shows (with the site's path override applied) and its params, or not found. */
export type RouteResolution = { route: RouteDefinition; params: Readonly<Record<string, string | undefined>> } | { notFound: true };

/**
 * The table with the content service's per-site overrides (route id → path) applied. A page moved
 * out of its remote's base path loses the base path, so the shell mounts that remote's router from
 * the root, where the router can see the page's new path.
 */
export function applyRouteOverrides(routes: readonly RouteDefinition[], overrides: Readonly<Record<string, string>> = {}): RouteDefinition[] {
  return routes.map((route) => {
    const path = overrides[route.id];
    if (!path) return route;
    const { basePath, ...rest } = route;
    return basePath === undefined || pathUnder(path, basePath) !== null ? { ...route, path } : { ...rest, path };
  });
}

/**
 * Which page a pathname shows on a site. Routes are ranked by react-router itself (static segments
 * beat params, so /cart never reads as a product offer), then gated: when the best match needs a
 * capability the site lacks, the answer is not found rather than a weaker match such as the play page.
 * The catch-all `*` route counts as not found.
 */
export function resolveRoute(pathname: string, site: RouteSite, routes: readonly RouteDefinition[] = ROUTES): RouteResolution {
  const candidates = applyRouteOverrides(routes, site.routeOverrides);
  const objects: RouteObject[] = candidates.map((route, index) => ({ id: String(index), path: route.path }));
  const match = matchRoutes(objects, pathname)?.at(-1);
  const route = match ? candidates[Number(match.route.id)] : undefined;
  if (!match || !route || route.path === '*' || !hasCapabilities(site.capabilities, route.capabilities)) return { notFound: true };
  return { route, params: match.params };
}
