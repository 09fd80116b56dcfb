import type { I18n } from '@drawfront/shared/contract/i18n';

/**
 * When a limit change applies or a period resets, on the site's clock: "Sat 29 Nov, 10:00 am".
 * Built from parts because en-AU's own pattern puts a comma after the weekday.
 */
export function limitDate(iso: string, i18n: Pick<I18n, 'locale' | 'timeZone'>): string {
  const date = new Date(iso);
  const timeZone = i18n.timeZone;
  const parts = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(date);
  return `${part('weekday')} ${part('day')} ${part('month')}, ${time}`;
}
