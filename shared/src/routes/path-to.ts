import { generatePath } from 'react-router-dom';
import { hasCapabilities } from '../contract/capabilities';
import type { RouteDefinition } from './route-definition';
import type { RouteSite } from './match-route';
import { ROUTES } from './route-table';
import type { RouteId } from './route-table';

/** Values for a route's `:params`; an optional param left out drops its segment. */
export type PathParams = Readonly<Record<string, string | number | undefined>>;
/** Query parameters appended to the path; undefined values are left out. */
export type PathQuery = Readonly<Record<string, string | number | undefined>>;

/**
 * The path of a page on this site, or null when the site does not have that page (a capability it
 * needs is off), in which case the caller renders no link: a link to a 404 is a dead end.
 */
export type PathTo = (routeId: RouteId, params?: PathParams, query?: PathQuery) => string | null;

/**
 * `pathTo` for one site: the route table's pattern (or the site's override of it, storefront §1
 * "The route list, paths and navigation labels can be overridden per site"), filled with params.
 * Every link to another remote's page is made here, never written by hand.
 */
export function createPathTo(site: RouteSite, routes: readonly RouteDefinition[] = ROUTES): PathTo {
  const byId = new Map(routes.map((route) => [route.id, route]));
  return (routeId, params = {}, query = {}) => {
    const route = byId.get(routeId);
    if (!route) throw new Error(`pathTo: no route "${routeId}" in the route table`);
    if (!hasCapabilities(site.capabilities, route.capabilities)) return null;
    const pattern = site.routeOverrides?.[routeId] ?? route.path;
    const filled = fillPattern(routeId, pattern, params);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    const queryString = search.toString();
    return queryString ? `${filled}?${queryString}` : filled;
  };
}

function fillPattern(routeId: string, pattern: string, params: PathParams): string {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) values[key] = String(value);
  try {
    // generatePath encodes each value and drops an optional segment whose value is missing.
    return generatePath(pattern, values);
  } catch (error) {
    throw new Error(`pathTo("${routeId}"): ${error instanceof Error ? error.message : String(error)} for ${pattern}`, { cause: error });
  }
}
