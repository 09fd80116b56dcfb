import { useEffect } from 'react';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { setCanonical, setMeta, type Restore } from '@drawfront/shared/ui/head-tags';

/**
 * The search-engine tags every page has (spec part 2 §2), set by the layout so they hold on every
 * route, even one whose remote sets only its title: the canonical URL (site base URL and path), the
 * sharing tags' URL, site and card, and og:title / twitter:title kept equal to the page title. A page's
 * own `useSeo` (content pages) sets the same tags more precisely while it is shown.
 */
export function useRouteSeo(site: Pick<SiteInfo, 'name' | 'constants'>, pathname: string): void {
  useEffect(() => {
    const url = `${site.constants.baseUrl.replace(/\/$/, '')}${pathname}`;
    const restores: Restore[] = [
      setCanonical(url),
      setMeta('property', 'og:url', url),
      setMeta('property', 'og:type', 'website'),
      setMeta('property', 'og:site_name', site.name),
      setMeta('name', 'twitter:card', 'summary'),
    ];
    const twitter = site.constants.twitterAccount;
    if (twitter) restores.push(setMeta('name', 'twitter:site', `@${twitter.replace(/^@/, '')}`));
    const syncTitle = () => {
      setMeta('property', 'og:title', document.title);
      setMeta('name', 'twitter:title', document.title);
    };
    syncTitle();
    const titleElement = document.querySelector('title');
    const observer = titleElement ? new MutationObserver(syncTitle) : null;
    if (titleElement) observer?.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      restores.reverse().forEach((restore) => restore());
    };
  }, [site, pathname]);
}
