import { siteTimeZone } from '@drawfront/shared/rules/draw-day';

/** A draw's date with its weekday in the site's time zone, e.g. "Saturday 4 January 2030"; the ISO text itself when unreadable. */
export function drawDateText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: siteTimeZone(locale) }).format(date);
}
