import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

/** A draw's date with its weekday in the site's time zone, e.g. "Saturday 4 January 2030"; the ISO text itself when unreadable. */
export function drawDateText(iso: string, clock: SiteClock): string {
  return formatSiteTime(iso, clock, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
