import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime, siteTimeParts } from '@drawfront/shared/format/site-time';

/**
 * When a limit change applies or a period resets, on the site's clock: "Sat 29 Nov, 10:00 am".
 * Built from parts because en-AU's own pattern puts a comma after the weekday.
 */
export function limitDate(iso: string, clock: SiteClock): string {
  const parts = siteTimeParts(iso, clock, { weekday: 'short', day: 'numeric', month: 'short' });
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const time = formatSiteTime(iso, clock, { hour: 'numeric', minute: '2-digit', hour12: true });
  return `${part('weekday')} ${part('day')} ${part('month')}, ${time}`;
}
