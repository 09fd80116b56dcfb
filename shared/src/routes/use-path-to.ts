import { useMemo } from 'react';
import type { SiteInfo } from '../contract/site';
import { createPathTo } from './path-to';
import type { PathTo } from './path-to';

/** `pathTo` for the site a page is on (made once per site): links to other remotes' pages. */
export function usePathTo(site: Pick<SiteInfo, 'capabilities' | 'routeOverrides'>): PathTo {
  return useMemo(() => createPathTo(site), [site]);
}
