import type { I18n } from '@drawfront/shared/contract/i18n';
import { drawDayLabel, siteTimeZone } from '@drawfront/shared/rules/draw-day';
import type { TicketStatus } from './ticket-paths';

/**
 * A ticket's draw date in the site's time zone. Upcoming draws lead with the shared draw-day label
 * ("Tomorrow, Saturday 28 November 2026 at 7:30 pm"); past draws, and upcoming ones far enough off
 * that the label is the date itself, show just the date and time.
 */
export function drawDateText(drawDate: string, status: TicketStatus, now: Date, i18n: Pick<I18n, 'locale'>): string {
  const date = new Date(drawDate);
  const timeZone = siteTimeZone(i18n.locale);
  const dateAndTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
  if (status === 'past') return dateAndTime;
  const label = drawDayLabel(date, now, timeZone, i18n.locale);
  const dateOnly = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone }).format(date);
  return label === dateOnly ? dateAndTime : `${label}, ${dateAndTime}`;
}
