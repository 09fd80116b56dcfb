import type { SiteInfo } from '@drawfront/shared/contract/site';

/** The page's preferred address: the site's base URL and the path (no query). */
export function canonicalUrl(site: Pick<SiteInfo, 'constants'>, path: string): string {
  return `${site.constants.baseUrl.replace(/\/$/, '')}${path}`;
}

/**
 * Where a content file is served (`GET /files/{id}` of the content service, under /cms). An image is
 * loaded by the browser, not the API client, so the site rides in the query (`?site=`) for local sites
 * that are not told apart by host name.
 */
export function fileUrlOf(site: Pick<SiteInfo, 'key'>): (id: string) => string {
  return (id) => `/cms/files/${encodeURIComponent(id)}?site=${encodeURIComponent(site.key)}`;
}
