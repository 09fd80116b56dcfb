import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { zonedTimeToUtc } from './zoned-time';

/** A calendar month as the API names it: "2026-11". */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** The instants month "YYYY-MM" starts and the next starts, on the wall clock of `timeZone` (local midnights on the 1st). */
export function monthBounds(month: string, timeZone: string): { start: Date; end: Date } {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const next = monthNo === 12 ? [year + 1, 1] : [year, monthNo + 1];
  return { start: zonedTimeToUtc(year, monthNo, 1, 0, 0, timeZone), end: zonedTimeToUtc(next[0]!, next[1]!, 1, 0, 0, timeZone) };
}

/** The month "YYYY-MM" that `at` falls in on the clock of `timeZone`; `offset` months earlier or later. */
export function monthOf(at: Date, timeZone: string, offset = 0): string {
  const local = zonedDate(at, timeZone);
  const index = local.year * 12 + (local.month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
