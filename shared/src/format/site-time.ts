import type { SiteInfo } from '../contract/site';

/** What formatting a moment for a site needs: its locale and its IANA time zone (from the site's record). */
export type SiteClock = Pick<SiteInfo, 'locale' | 'timeZone'>;

/**
 * A moment as the site shows it: on the site's clock, never the browser's, so a customer abroad and the
 * draw schedule agree on the day. `locale` overrides the site's where the spec fixes one (giveaway dates).
 * An unreadable moment is shown as it came rather than throwing (Intl refuses an invalid date).
 */
export function formatSiteTime(moment: string | Date, site: SiteClock, options: Intl.DateTimeFormatOptions, locale: string = site.locale): string {
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return String(moment);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: site.timeZone }).format(date);
}

/** The parts of a moment on the site's clock, for labels Intl's own patterns do not give. */
export function siteTimeParts(moment: string | Date, site: SiteClock, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatPart[] {
  const date = moment instanceof Date ? moment : new Date(moment);
  return new Intl.DateTimeFormat(site.locale, { ...options, timeZone: site.timeZone }).formatToParts(date);
}
