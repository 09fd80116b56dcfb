import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

/** When a wallet movement happened, on the site's clock, e.g. "26 Nov 2026, 7:30 pm". */
export function transactionDate(createdAt: string, clock: SiteClock): string {
  return formatSiteTime(createdAt, clock, { dateStyle: 'medium', timeStyle: 'short' });
}
