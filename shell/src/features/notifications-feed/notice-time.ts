import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * When a notice arrived, as the panel says it in the site's locale: relative within a week ("now",
 * "5 minutes ago", "yesterday"), else the date and time in the site's time zone ("6 Jan 2030, 8:00 pm").
 * A notice stamped a little ahead of this device's clock reads "now", never "in 2 minutes".
 */
export function noticeTime(createdAt: string, now: number, clock: SiteClock): string {
  const { locale } = clock;
  const at = new Date(createdAt);
  // Not a time the API sends; shown as it came rather than throwing (Intl refuses an invalid date).
  if (Number.isNaN(at.getTime())) return createdAt;
  const elapsed = Math.max(0, now - at.getTime());
  if (elapsed >= WEEK_MS) {
    return formatSiteTime(at, clock, { dateStyle: 'medium', timeStyle: 'short' });
  }
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < MINUTE_MS) return relative.format(0, 'second');
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
}
