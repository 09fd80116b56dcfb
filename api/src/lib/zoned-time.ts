import { zonedDate } from '@drawfront/shared/format/zoned-date';

/**
 * The instant at which the wall clock in `timeZone` shows the given local date and time. Node has no
 * zoned-date constructor; the offset is found by formatting a guess and correcting it (twice, so a
 * guess on the other side of a daylight-saving change settles).
 */
export function zonedTimeToUtc(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const shown = zonedDate(new Date(guess), timeZone);
    guess += wanted - Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
  }
  return new Date(guess);
}

/**
 * The next `count` occurrences, strictly after `from`, of `weekday` (0 = Sunday) at `hour:minute`
 * local time in `timeZone`.
 */
export function nextWeeklyOccurrences(from: Date, weekday: number, hour: number, minute: number, timeZone: string, count: number): Date[] {
  const today = zonedDate(from, timeZone);
  const todayWeekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const result: Date[] = [];
  let offsetDays = (weekday - todayWeekday + 7) % 7;
  while (result.length < count) {
    // Calendar arithmetic on a UTC date keeps month and year roll-over right.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offsetDays));
    const instant = zonedTimeToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute, timeZone);
    if (instant.getTime() > from.getTime()) result.push(instant);
    offsetDays += 7;
  }
  return result;
}
