import { zonedDate } from '@drawfront/shared/format/zoned-date';

/** A calendar month of results, as the archive route writes it (`YYYY-MM`). */
export interface ResultMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** The month a `/{offer}/results/{date}` segment names, or null when it is not a `YYYY-MM` month. */
export function parseResultMonth(raw: string | undefined): ResultMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(raw ?? '');
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The route segment of a month: `2030-01`. */
export function resultMonthSegment({ year, month }: ResultMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month a draw belongs to: its date on the site's clock, not in UTC (a Sydney 1 March draw is 28 Feb in UTC). */
export function drawMonth(drawDate: string, timeZone: string): ResultMonth {
  const { year, month } = zonedDate(new Date(drawDate), timeZone);
  return { year, month };
}

/** "January 2030" in the site's locale. */
export function resultMonthLabel({ year, month }: ResultMonth, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Every month from `oldest` to `newest`, newest first (an empty list when they are the wrong way round). */
export function monthsBetween(oldest: ResultMonth, newest: ResultMonth): ResultMonth[] {
  const months: ResultMonth[] = [];
  for (let index = newest.year * 12 + newest.month - 1; index >= oldest.year * 12 + oldest.month - 1; index -= 1) {
    months.push({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }
  return months;
}
