import type { I18n } from '@drawfront/shared/contract/i18n';
import { drawDayLabel } from '@drawfront/shared/rules/draw-day';
import type { TicketStatus } from './ticket-paths';

/**
 * A ticket's draw date in the site's time zone. Upcoming draws lead with the shared draw-day label
 * and leave the weekday out of the date that follows ("This Saturday, 28 November 2026 at 7:30 pm");
 * past draws, and upcoming ones far enough off that the label is the date itself, show the full
 * date and time ("Saturday 9 January 2027 at 7:30 pm").
 */
export function drawDateText(drawDate: string, status: TicketStatus, now: Date, i18n: Pick<I18n, 'locale' | 'timeZone'>): string {
  const date = new Date(drawDate);
  const timeZone = i18n.timeZone;
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(i18n.locale, { ...options, timeZone }).format(date);
  const full = format({ dateStyle: 'full', timeStyle: 'short' });
  if (status === 'past') return full;
  const label = drawDayLabel(date, now, timeZone, i18n.locale);
  if (label === format({ dateStyle: 'full' })) return full;
  return `${label}, ${format({ dateStyle: 'long', timeStyle: 'short' })}`;
}
