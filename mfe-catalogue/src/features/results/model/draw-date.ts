import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

/** A draw's date as results show it: the full date in the site's locale, on the site's calendar. */
export function formatDrawDate(drawDate: string, clock: SiteClock): string {
  return formatSiteTime(drawDate, clock, { dateStyle: 'full' });
}
