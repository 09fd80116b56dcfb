import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { Autoplay } from '@drawfront/shared/contract/recurring';
import type { RecurringKind } from '../api/recurring-api';
import { formatMoney } from '@drawfront/shared/format/money';
import { autoplayFrequencyLabel } from '@drawfront/shared/rules/autoplay-label';
import { LAST_ATTEMPT_LABELS, RECURRING_STATUS_LABELS } from '@drawfront/shared/rules/recurring-status';
import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

/** "Jackpots $20,000,000 and over", "Weekly", "Every draw" (the shared rule, storefront §5). */
export function frequencyText(record: Autoplay, site: Pick<SiteInfo, 'currency' | 'locale'>): string {
  return autoplayFrequencyLabel({
    productOfferKey: record.productOfferKey,
    productType: record.productType,
    minimumJackpot: record.minimumJackpotAmount?.amount ?? null,
    monthlyOfferKey: null,
    formatJackpot: (minor) => formatMoney(minor, site.currency, site.locale, { decimals: 0 }),
  });
}

export function statusText(record: Autoplay, i18n: I18n): string {
  return i18n.t(`account.recurring.status.${record.status}`, RECURRING_STATUS_LABELS[record.status]);
}

export function lastAttemptText(record: Autoplay, i18n: I18n): string | null {
  return record.lastAttemptStatus ? i18n.t(`account.recurring.last-attempt.${record.lastAttemptStatus}`, LAST_ATTEMPT_LABELS[record.lastAttemptStatus]) : null;
}

/** A date and time on the site's clock, e.g. "Thursday 26 November, 7:00 pm". */
export function whenText(iso: string, clock: SiteClock): string {
  return formatSiteTime(iso, clock, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });
}

/** How many games, tickets or shares the record buys each draw ("1 game each draw", "3 tickets each draw"). */
export function entriesText(record: Autoplay, i18n: I18n): string {
  if (record.numberOfTickets !== null) {
    return record.numberOfTickets === 1 ? i18n.t('account.recurring.one-ticket', '1 ticket each draw') : i18n.t('account.recurring.tickets', '{n} tickets each draw', { n: record.numberOfTickets });
  }
  if (record.numberOfShares !== null) {
    return record.numberOfShares === 1 ? i18n.t('account.recurring.one-share', '1 share each draw') : i18n.t('account.recurring.shares', '{n} shares each draw', { n: record.numberOfShares });
  }
  const games = record.numberOfGames ?? record.games.length;
  return games === 1 ? i18n.t('account.recurring.one-game', '1 game each draw') : i18n.t('account.recurring.games', '{n} games each draw', { n: games });
}

/** "autoplay" or "subscription", as the action buttons and notices name the record. */
export function nounText(kind: RecurringKind, i18n: I18n): string {
  return kind === 'autoplay' ? i18n.t('account.recurring.autoplay-noun', 'autoplay') : i18n.t('account.recurring.subscription-noun', 'subscription');
}

/** The minimum jackpot as set ("$20,000,000"), or that every draw is played. */
export function minimumJackpotText(record: Autoplay, site: Pick<SiteInfo, 'locale'>, i18n: I18n): string {
  const minimum = record.minimumJackpotAmount;
  if (!minimum || minimum.amount <= 0) return i18n.t('account.recurring.no-minimum', 'None: every draw is played');
  return formatMoney(minimum.amount, minimum.currency, site.locale, { decimals: 0 });
}
