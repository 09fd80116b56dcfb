import { ordinal } from '../format/ordinal';
import { calendarDaysBetween, zonedDate } from '../format/zoned-date';

/** Hour (site time) from which a same-day draw reads "Tonight" rather than "Today" (storefront §2). */
export const TONIGHT_FROM_HOUR = 18;
/** Lookahead for the "This {weekday}" label, in calendar days (storefront §9). */
export const THIS_WEEK_LOOKAHEAD_DAYS = 7;
/** "Next {weekday}" covers the week after that lookahead. */
export const NEXT_WEEK_LOOKAHEAD_DAYS = 14;

/**
 * Draw-day label (storefront §2), by calendar days in the site's time zone between `now` and the draw:
 * 0 days → "Tonight" when the draw is at 18:00 or later, else "Today"; 1 → "Tomorrow";
 * 2–6 → "This {weekday}"; 7–13 → "Next {weekday}"; otherwise (14 and more, or past) the long date.
 */
export function drawDayLabel(drawDate: Date, now: Date, timeZone: string, locale: string): string {
  const days = calendarDaysBetween(now, drawDate, timeZone);
  if (days === 0) return zonedDate(drawDate, timeZone).hour >= TONIGHT_FROM_HOUR ? 'Tonight' : 'Today';
  if (days === 1) return 'Tomorrow';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }).format(drawDate);
  if (days > 1 && days < THIS_WEEK_LOOKAHEAD_DAYS) return `This ${weekday}`;
  // Day 14 falls on today's weekday a fortnight on, where "Next {weekday}" would point a week too early.
  if (days >= THIS_WEEK_LOOKAHEAD_DAYS && days < NEXT_WEEK_LOOKAHEAD_DAYS) return `Next ${weekday}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(drawDate);
}

/** Autoplay draw offset label (storefront §2): 0 → "Next Available", 1 → "1st Forward Draw", 11 → "11th Forward Draw". */
export function drawOffsetLabel(offset: number): string {
  if (!Number.isInteger(offset) || offset < 0) {
    throw new RangeError(`Draw offset must be a whole number of draws from 0, got ${offset}`);
  }
  return offset === 0 ? 'Next Available' : `${ordinal(offset)} Forward Draw`;
}
