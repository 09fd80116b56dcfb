import type { CurrencyCode, Locale } from './site';

/** Translation and formatting for the site's locale, handed to remotes in mount props. */
export interface I18n {
  locale: Locale;
  currency: CurrencyCode;
  /** Text for `key` from the translation service, else `fallback`, with `{name}` placeholders filled. */
  t(key: string, fallback: string, params?: Record<string, string | number>): string;
  /** Formats integer minor units in the site's currency, e.g. 1250 → "$12.50". */
  money(amountInMinorUnits: number): string;
}
