import type { I18n } from '@drawfront/shared/contract/i18n';

/** When a wallet movement happened, on the site's clock, e.g. "26 Nov 2026, 7:30 pm". */
export function transactionDate(createdAt: string, i18n: Pick<I18n, 'locale' | 'timeZone'>): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: i18n.timeZone }).format(new Date(createdAt));
}
