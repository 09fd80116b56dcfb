import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { zonedTimeToUtc } from '../../lib/zoned-time';

/** The instants a spend period starts and the next one starts (exclusive end). */
export interface PeriodBounds {
  start: Date;
  end: Date;
}

/**
 * The spend period containing `now`, on the wall clock of `timeZone`: a day from local midnight, a
 * week from Monday 00:00, a month from the 1st 00:00. Bounds are local midnights, so around a
 * daylight-saving change a day is 23 or 25 hours long and the period still follows the calendar.
 */
export function periodBounds(period: SpendLimitPeriod, now: Date, timeZone: string): PeriodBounds {
  const local = zonedDate(now, timeZone);
  // Calendar arithmetic on UTC dates rolls days, months and years over; zonedTimeToUtc then finds the local midnight.
  const midnight = (year: number, monthIndex: number, day: number) => {
    const date = new Date(Date.UTC(year, monthIndex, day));
    return zonedTimeToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 0, 0, timeZone);
  };
  const month = local.month - 1;
  switch (period) {
    case 'daily':
      return { start: midnight(local.year, month, local.day), end: midnight(local.year, month, local.day + 1) };
    case 'weekly': {
      const weekday = new Date(Date.UTC(local.year, month, local.day)).getUTCDay();
      const monday = local.day - ((weekday + 6) % 7);
      return { start: midnight(local.year, month, monday), end: midnight(local.year, month, monday + 7) };
    }
    case 'monthly':
      return { start: midnight(local.year, month, 1), end: midnight(local.year, month + 1, 1) };
  }
}
