/** A wall-clock reading of an instant in one time zone. */
export interface ZonedDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date and time an instant shows on a clock in `timeZone` (IANA name). */
export function zonedDate(instant: Date, timeZone: string): ZonedDate {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

/** Whole calendar days from `from` to `to` as seen in `timeZone` (so a DST change never makes a day 23 or 25 hours long here). */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  const a = zonedDate(from, timeZone);
  const b = zonedDate(to, timeZone);
  const dayMs = 86_400_000;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / dayMs);
}
