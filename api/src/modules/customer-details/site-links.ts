import { applyRouteOverrides } from '@drawfront/shared/routes/match-route';
import { ROUTES } from '@drawfront/shared/routes/route-table';
import type { RouteId } from '@drawfront/shared/routes/route-table';
import type { SiteRecord } from '../sites/site-record';

/**
 * The path of a page for links in mail, with the site's path overrides applied (storefront §2 "The route list,
 * paths and navigation labels can be overridden per site"); a `:param?` left out drops its segment.
 */
export function sitePath(site: Pick<SiteRecord, 'routeOverrides'>, id: RouteId, params: Record<string, string | undefined>, query: Record<string, string> = {}): string {
  const route = applyRouteOverrides(ROUTES, site.routeOverrides).find((each) => each.id === id);
  const pattern = route?.path ?? '/';
  const path = pattern.replace(/\/:([A-Za-z]+)(\?)?/g, (_match, name: string) => {
    const value = params[name];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
