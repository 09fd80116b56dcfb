import { useMemo } from 'react';
import type { SiteInfo } from '../contract/site';
import { createPathTo } from './path-to';
import type { PathTo } from './path-to';
import { pathUnder } from './path-under';

/**
 * `pathTo` for a remote's own `<Link>`s, whose router adds its base path: the site's path for a page
 * with the base path taken off (`/daily-winners/deposit` is `/deposit` under `/daily-winners`), or
 * null when the page is off on the site or outside the base path (no link is drawn).
 */
export function useRemotePathTo(site: Pick<SiteInfo, 'capabilities' | 'routeOverrides'>, basePath: string): PathTo {
  return useMemo(() => {
    const pathTo = createPathTo(site);
    return (routeId, params, query) => {
      const path = pathTo(routeId, params, query);
      return path === null ? null : pathUnder(path, basePath);
    };
  }, [site, basePath]);
}
