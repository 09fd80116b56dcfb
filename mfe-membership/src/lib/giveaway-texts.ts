import type { GiveawayDraw, UpcomingMembershipDraw } from '@drawfront/shared/contract/membership';
import { GIVEAWAY_DATE_LOCALE } from '@drawfront/shared/contract/membership';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

/** A giveaway time in the spec's giveaway date locale (en-AU), on the site's clock: "Tuesday 24 November 2026 at 8:00 pm". */
export function giveawayTime(iso: string, clock: SiteClock): string {
  return formatSiteTime(iso, clock, { dateStyle: 'full', timeStyle: 'short' }, GIVEAWAY_DATE_LOCALE);
}

/** What the customer's entry in a giveaway amounts to, in one line. */
export function entryText(entry: UpcomingMembershipDraw | null, availability: GiveawayDraw['availability'], i18n: I18n): string {
  if (!entry) return availability === 'drawn' ? i18n.t('membership.entry.not-entered', 'You were not entered') : i18n.t('membership.entry.members-only', 'Members only');
  if (availability === 'drawn') return entry.won ? i18n.t('membership.entry.won', 'You won!') : i18n.t('membership.entry.not-won', 'Not this time ({entries})', { entries: entry.numberOfEntriesText });
  if (entry.unlockRequest === 'pending') return i18n.t('membership.entry.pending', 'Unlock requested: pending');
  switch (entry.entryStatus) {
    case 'guaranteed':
      return i18n.t('membership.entry.guaranteed', 'Guaranteed: {entries}', { entries: entry.numberOfEntriesText });
    case 'unlocked':
      return i18n.t('membership.entry.unlocked', "You're in: {entries}", { entries: entry.numberOfEntriesText });
    case 'locked':
      return i18n.t('membership.entry.locked', 'Locked');
  }
}
