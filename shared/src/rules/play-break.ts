/**
 * Take a break and self-exclusion (beyond the spec: the anchors route it through support). A customer
 * chooses a period; from the moment it is confirmed no money can be spent or put in until it ends, and it
 * can never be shortened or lifted early. The periods, their kinds, the end-time rule and the customer's
 * notice live here once: the API enforces with them and every remote words its notice with them.
 *
 * End-time rule: hours and days are exact durations from the confirmation; months and years are calendar
 * steps in UTC at the same clock time, clamped to the last day of a shorter month (31 Aug + 6 months =
 * 28 or 29 Feb), so a break never ends earlier than the customer was told. Permanent has no end.
 */

export type PlayBreakKind = 'break' | 'self_exclusion';
export type PlayBreakPeriod = '24_hours' | '7_days' | '30_days' | '6_months' | '1_year' | '5_years' | 'permanent';

/** An active break or exclusion as the API answers it (`GET /customer/play-break`, and on the customer). */
export interface PlayBreak {
  kind: PlayBreakKind;
  period: PlayBreakPeriod;
  /** ISO 8601 timestamps; `endsAt` is null for a permanent self-exclusion. */
  startsAt: string;
  endsAt: string | null;
}

export interface PlayBreakOption {
  period: PlayBreakPeriod;
  kind: PlayBreakKind;
  label: string;
}

/** In the order the page offers them: the breaks, then the self-exclusions. */
export const PLAY_BREAK_OPTIONS: readonly PlayBreakOption[] = [
  { period: '24_hours', kind: 'break', label: '24 hours' },
  { period: '7_days', kind: 'break', label: '7 days' },
  { period: '30_days', kind: 'break', label: '30 days' },
  { period: '6_months', kind: 'break', label: '6 months' },
  { period: '1_year', kind: 'self_exclusion', label: '1 year' },
  { period: '5_years', kind: 'self_exclusion', label: '5 years' },
  { period: 'permanent', kind: 'self_exclusion', label: 'Permanently' },
];

export const PLAY_BREAK_PERIODS: readonly PlayBreakPeriod[] = PLAY_BREAK_OPTIONS.map((option) => option.period);

export function playBreakOption(period: PlayBreakPeriod): PlayBreakOption {
  const option = PLAY_BREAK_OPTIONS.find((candidate) => candidate.period === period);
  if (!option) throw new Error(`unknown play break period '${period}'`);
  return option;
}

const HOUR_MS = 3_600_000;

function addCalendarMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(from.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When a break of `period` confirmed at `from` ends (null: never). */
export function playBreakEndsAt(period: PlayBreakPeriod, from: Date): Date | null {
  switch (period) {
    case '24_hours':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7_days':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '30_days':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS);
    case '6_months':
      return addCalendarMonths(from, 6);
    case '1_year':
      return addCalendarMonths(from, 12);
    case '5_years':
      return addCalendarMonths(from, 60);
    case 'permanent':
      return null;
  }
}

/** Whether a break is in force at `at`. */
export function isPlayBreakActive(playBreak: Pick<PlayBreak, 'startsAt' | 'endsAt'> | null, at: Date): boolean {
  if (!playBreak) return false;
  const starts = Date.parse(playBreak.startsAt);
  return starts <= at.getTime() && (playBreak.endsAt === null || at.getTime() < Date.parse(playBreak.endsAt));
}

/**
 * Whether a new period may replace the one in force: only one that ends later (a permanent exclusion
 * outlasts everything), because a break can never be shortened.
 */
export function extendsPlayBreak(current: Pick<PlayBreak, 'endsAt'>, newEnd: Date | null): boolean {
  if (current.endsAt === null) return false;
  return newEnd === null || newEnd.getTime() > Date.parse(current.endsAt);
}

/** "Tuesday 1 December 2026, 2:30 pm" in the site's zone and locale. */
export function formatPlayBreakEnd(endsAt: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(endsAt));
}

/** The one sentence every remote shows in place of buy buttons, and the API's refusal message. */
export function playBreakNotice(playBreak: Pick<PlayBreak, 'kind' | 'endsAt'>, locale: string, timeZone: string): string {
  const until = playBreak.endsAt === null ? null : formatPlayBreakEnd(playBreak.endsAt, locale, timeZone);
  const what =
    playBreak.kind === 'break'
      ? `You're taking a break from play until ${until}.`
      : until === null
        ? "You've excluded yourself from play permanently."
        : `You've excluded yourself from play until ${until}.`;
  return `${what} You can still see your tickets, collect prizes and withdraw.`;
}

/** The API's answer when a new period would end sooner than the one in force. */
export function playBreakNotShortenedMessage(playBreak: Pick<PlayBreak, 'kind' | 'endsAt'>, locale: string, timeZone: string): string {
  const until = playBreak.endsAt === null ? 'permanently' : `until ${formatPlayBreakEnd(playBreak.endsAt, locale, timeZone)}`;
  return `You're already ${playBreak.kind === 'break' ? 'on a break' : 'excluded from play'} ${until}. A break can't be shortened: choose a period that ends later.`;
}
