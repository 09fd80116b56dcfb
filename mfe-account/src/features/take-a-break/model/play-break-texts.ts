import type { I18n } from '@drawfront/shared/contract/i18n';
import { formatPlayBreakEnd, playBreakEndsAt, playBreakOption } from '@drawfront/shared/rules/play-break';
import type { PlayBreakKind, PlayBreakPeriod } from '@drawfront/shared/rules/play-break';

type T = Pick<I18n, 't'>;

/** Where the page shows dates: the site's locale and time zone. */
export interface PlayBreakZone {
  locale: string;
  timeZone: string;
}

/** "You're taking a break for 7 days." / "You're excluding yourself permanently." */
export function chosenPeriodText(period: PlayBreakPeriod, i18n: T): string {
  const option = playBreakOption(period);
  if (option.kind === 'break') return i18n.t('account.break.chosen-break', "You're taking a break for {period}.", { period: option.label });
  if (period === 'permanent') return i18n.t('account.break.chosen-permanent', "You're excluding yourself permanently.");
  return i18n.t('account.break.chosen-exclusion', "You're excluding yourself for {period}.", { period: option.label });
}

/** When a period confirmed at `now` would end, in the site's zone; a permanent exclusion has no end. */
export function periodEndText(period: PlayBreakPeriod, now: Date, zone: PlayBreakZone, i18n: T): string {
  const end = playBreakEndsAt(period, now);
  if (!end) return i18n.t('account.break.ends-never', "It has no end: you won't be able to play or deposit on this account again.");
  return i18n.t('account.break.ends-at', 'It ends on {end}.', { end: formatPlayBreakEnd(end.toISOString(), zone.locale, zone.timeZone) });
}

/** The confirm button, by kind: "Confirm break" or "Confirm self-exclusion". */
export function confirmLabel(kind: PlayBreakKind, i18n: T): string {
  return kind === 'break' ? i18n.t('account.break.confirm-break', 'Confirm break') : i18n.t('account.break.confirm-exclusion', 'Confirm self-exclusion');
}

/** The confirmation step's heading, by kind. */
export function confirmHeading(kind: PlayBreakKind, i18n: T): string {
  return kind === 'break' ? i18n.t('account.break.confirm-break-heading', 'Confirm your break') : i18n.t('account.break.confirm-exclusion-heading', 'Confirm your self-exclusion');
}

/** The heading over the notice of the break in force, by kind. */
export function activeHeading(kind: PlayBreakKind, i18n: T): string {
  return kind === 'break' ? i18n.t('account.break.active-break', "You're on a break") : i18n.t('account.break.active-exclusion', "You've excluded yourself");
}

/** Which period is in force: "Period: 7 days (a break)." */
export function activePeriodText(period: PlayBreakPeriod, i18n: T): string {
  const option = playBreakOption(period);
  const kind = option.kind === 'break' ? i18n.t('account.break.kind-break', 'a break') : i18n.t('account.break.kind-exclusion', 'a self-exclusion');
  return i18n.t('account.break.active-period', 'Period: {period} ({kind}).', { period: option.label, kind });
}
