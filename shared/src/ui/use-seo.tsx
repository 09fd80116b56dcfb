import { pageTitle } from '../rules/page-title';
import { usePageTitle } from './use-page-title';
import { useEffect } from 'react';
import { setCanonical, setMeta, type Restore } from './head-tags';

export interface SeoOptions {
  title: string;
  description?: string;
  siteName: string;
  /** Absolute URL of the page's preferred address. */
  canonicalUrl?: string;
  /** Keep this page out of search results (robots noindex, nofollow). */
  noindex?: boolean;
  /** The site's `constants.disableIndexing`: the whole site stays out of search results. */
  disableIndexing?: boolean;
  /** The site's Twitter handle (`constants.twitterAccount`), for the card's attribution. */
  twitterAccount?: string;
}

export const NOINDEX = 'noindex, nofollow';

/**
 * Search-engine and sharing metadata for the page being shown (spec part 2 §2 "Search-engine
 * metadata per page"). Every tag is put back when the page goes, so one page's tags never leak
 * into the next.
 */
export function useSeo({ title, description, siteName, canonicalUrl, noindex, disableIndexing, twitterAccount }: SeoOptions): void {
  usePageTitle(title, siteName);
  useEffect(() => {
    const fullTitle = pageTitle(title, siteName);
    const text = description ?? null;
    const url = canonicalUrl ?? null;
    const restores: Restore[] = [
      setMeta('name', 'description', text),
      setCanonical(url),
      setMeta('name', 'robots', noindex || disableIndexing ? NOINDEX : null),
      setMeta('property', 'og:type', 'website'),
      setMeta('property', 'og:title', fullTitle),
      setMeta('property', 'og:description', text),
      setMeta('property', 'og:url', url),
      setMeta('property', 'og:site_name', siteName || null),
      setMeta('name', 'twitter:card', 'summary'),
      setMeta('name', 'twitter:title', fullTitle),
      setMeta('name', 'twitter:description', text),
      setMeta('name', 'twitter:site', twitterAccount ? `@${twitterAccount.replace(/^@/, '')}` : null),
    ];
    return () => restores.reverse().forEach((restore) => restore());
  }, [title, description, siteName, canonicalUrl, noindex, disableIndexing, twitterAccount]);
}
