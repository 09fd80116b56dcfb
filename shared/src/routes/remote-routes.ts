import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../contract/remotes';
import type { SiteInfo } from '../contract/site';
import { applyRouteOverrides } from './match-route';
import { pathUnder } from './path-under';
import { ROUTES } from './route-table';

type TableRoute = (typeof ROUTES)[number];

/** The ids of the routes one remote renders, e.g. `RemoteRouteId<'lotto-party'>`. */
export type RemoteRouteId<R extends RemoteName> = Extract<TableRoute, { remote: R }>['id'];

/** One page for each of a remote's routes: leaving a route out, or naming another remote's, fails to compile. */
export type RemotePages<R extends RemoteName> = { readonly [Id in RemoteRouteId<R>]: ReactNode };

export interface RemoteRoutesOptions {
  /** The basename the shell mounted the remote's router under; routes outside it cannot match and are left out. */
  basePath?: string;
  /** What any other path under the base path shows. */
  notFound: ReactNode;
}

/**
 * A remote's router, made from the route table: each of its routes at the site's path for it (the
 * content service's override, else the table's), relative to the base path, showing the remote's
 * page for it; anything else under the base path is `notFound`. Capabilities are the shell's to
 * gate (a disabled route is its 404 and never mounts the remote), so every route is listed.
 */
export function remoteRoutes<R extends RemoteName>(
  remote: R,
  site: Pick<SiteInfo, 'routeOverrides'>,
  pages: RemotePages<R>,
  { basePath = '/', notFound }: RemoteRoutesOptions,
): RouteObject[] {
  const byId: Readonly<Record<string, ReactNode>> = pages;
  const routes: RouteObject[] = [];
  for (const route of applyRouteOverrides(ROUTES, site.routeOverrides)) {
    if (route.remote !== remote) continue;
    const path = pathUnder(route.path, basePath);
    if (path !== null) routes.push({ id: route.id, path, element: byId[route.id] });
  }
  routes.push({ id: 'not-found', path: '*', element: notFound });
  return routes;
}
