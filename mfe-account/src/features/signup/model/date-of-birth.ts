/** A day in the calendar, without time or time zone: what a date of birth is. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Earliest year of birth accepted as real (typing "19" for "1990" is the slip this catches). */
const EARLIEST_YEAR = 1900;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** The date typed as day, month and four-digit year, or null when it is not a real date. */
export function parseDateOfBirth(day: string, month: string, year: string): CalendarDate | null {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return null;
  const date = { year: Number(y), month: Number(m), day: Number(d) };
  if (date.year < EARLIEST_YEAR || date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) return null;
  return date;
}

/** The local calendar date of `date` (the customer's own "today"). */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const compare = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Whether `date` is after `today`. */
export function isAfter(date: CalendarDate, today: CalendarDate): boolean {
  return compare(date, today) > 0;
}

/**
 * Completed years on `today`. A birthday counts from the start of the day, so the customer is 18
 * on their 18th birthday; a 29 February birthday falls on 1 March in other years.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** `YYYY-MM-DD`, the SignupRequest format. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
