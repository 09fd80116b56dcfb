import type { Amount } from '@drawfront/shared/contract/catalogue';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { formatMoney } from '@drawfront/shared/format/money';
import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

/** Money as the site writes it ("$12.50"). */
export function money(amount: Amount, site: Pick<SiteInfo, 'locale'>): string {
  return formatMoney(amount.amount, amount.currency, site.locale);
}

export function cents(value: number, currency: string, site: Pick<SiteInfo, 'locale'>): string {
  return formatMoney(value, currency, site.locale);
}

/** A draw's date in the site's words and time zone ("Thu 27 Nov 2026, 8:30 pm"). */
export function drawDate(iso: string, site: SiteClock): string {
  return formatSiteTime(iso, site, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** "/{page}" of a list: 1 when absent, null when not a whole number from 1. */
export function pageParam(param: string | undefined): number | null {
  if (param === undefined) return 1;
  if (!/^[1-9]\d*$/.test(param)) return null;
  return Number(param);
}
