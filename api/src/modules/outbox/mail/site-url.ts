import type { RouteId } from '@drawfront/shared/routes/route-table';
import { sitePath } from '../../customer-details/site-links';
import type { SiteRecord } from '../../sites/site-record';

/** Builds absolute links to a site's pages: its public URL (MAIL_SITE_URLS, else the site's `baseUrl`) and the page's path. */
export type SiteUrl = (site: Pick<SiteRecord, 'key' | 'constants' | 'routeOverrides'>, page: RouteId, params?: Record<string, string | undefined>) => string;

/**
 * Every link a mail holds is absolute and on the site's own public URL: a mail is read in a mail client, where a
 * relative link goes nowhere. The path comes from the route table with the site's overrides (`sitePath`).
 */
export function siteUrlBuilder(siteUrls: Record<string, string>): SiteUrl {
  return (site, page, params = {}) => `${publicUrlOf(site, siteUrls)}${sitePath(site, page, params)}`;
}

/** The site's public URL without a trailing slash. */
export function publicUrlOf(site: Pick<SiteRecord, 'key' | 'constants'>, siteUrls: Record<string, string>): string {
  return (siteUrls[site.key] ?? site.constants.baseUrl).replace(/\/+$/, '');
}
