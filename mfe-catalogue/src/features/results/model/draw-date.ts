import { siteTimeZone } from '@drawfront/shared/rules/draw-day';

/** A draw's date as results show it: the full date in the site's locale, on the draw time zone's calendar. */
export function formatDrawDate(drawDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: siteTimeZone(locale) }).format(new Date(drawDate));
}
