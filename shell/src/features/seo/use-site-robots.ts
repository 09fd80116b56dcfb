import { useEffect } from 'react';
import { setSiteRobots } from '@drawfront/shared/ui/head-tags';
import { NOINDEX } from '@drawfront/shared/ui/use-seo';

/**
 * Whole-site noindex (site `constants.disableIndexing`), set by the layout so it holds on every
 * page, even one that never calls `useSeo` (a remote that failed to load, an error page).
 */
export function useSiteRobots(disableIndexing: boolean): void {
  useEffect(() => (disableIndexing ? setSiteRobots(NOINDEX) : undefined), [disableIndexing]);
}
