import { formatSiteTime } from '@drawfront/shared/format/site-time';
import type { SiteClock } from '@drawfront/shared/format/site-time';
import type { SiteRecord } from '../../sites/site-record';

/**
 * The clock and locale a customer reads their mail on: their sub-variant's (the one selling in the currency they
 * keep, fixed at sign-up), whose zone may differ from the site's (en-GB customers of an Australian site are in
 * Europe/London), else the site's own.
 */
export function customerClock(site: Pick<SiteRecord, 'locale' | 'timeZone' | 'subVariants'>, customerCurrency: string): SiteClock {
  const subVariant = site.subVariants.find((each) => each.currency === customerCurrency);
  return { locale: (subVariant?.locale ?? site.locale) as SiteClock['locale'], timeZone: subVariant?.timeZone ?? site.timeZone };
}

/** A moment as a mail says it: date and time on the customer's clock, with the zone named. */
export function mailTime(moment: Date | string, clock: SiteClock): string {
  return formatSiteTime(moment, clock, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/** A day as a mail says it, on the customer's clock. */
export function mailDate(moment: Date | string, clock: SiteClock): string {
  return formatSiteTime(moment, clock, { day: 'numeric', month: 'long', year: 'numeric' });
}
