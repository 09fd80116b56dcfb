import type { ContentLink } from '@drawfront/shared/contract/content';
import type { NavigationItem } from '@drawfront/shared/contract/site';
import { resolveRoute } from '@drawfront/shared/routes/match-route';
import type { RouteSite } from '@drawfront/shared/routes/match-route';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { ROUTES } from '@drawfront/shared/routes/route-table';
import type { RouteId } from '@drawfront/shared/routes/route-table';

export interface ResolvedLink {
  label: string;
  href: string;
  /** A page of this site (the shell's router), or an address elsewhere. */
  internal: boolean;
}

const isRouteId = (id: string): id is RouteId => ROUTES.some((route) => route.id === id);

/** True when an internal path is a page this site has (not a 404 for a capability it lacks). */
export function siteHasPath(path: string, site: RouteSite): boolean {
  return !('notFound' in resolveRoute(path.split(/[?#]/)[0] ?? path, site));
}

/**
 * Content links as links of this site: a route id through `pathTo` (left out when the site lacks the
 * page), an internal path only when it resolves to a page the site has, an outside address as is.
 */
export function resolveContentLinks(links: readonly ContentLink[], pathTo: PathTo, site: RouteSite): ResolvedLink[] {
  return links.flatMap((link): ResolvedLink[] => {
    if ('route' in link) {
      const href = isRouteId(link.route) ? pathTo(link.route) : null;
      return href === null ? [] : [{ label: link.label, href, internal: true }];
    }
    if (link.href.startsWith('/') && !link.href.startsWith('//')) return siteHasPath(link.href, site) ? [{ label: link.label, href: link.href, internal: true }] : [];
    return /^https?:\/\//.test(link.href) ? [{ label: link.label, href: link.href, internal: false }] : [];
  });
}

/** The site's navigation items without internal links to pages the site does not have. */
export function visibleNavigation(items: readonly NavigationItem[], site: RouteSite): NavigationItem[] {
  return items.filter((item) => item.kind !== 'internal' || siteHasPath(item.href, site));
}
