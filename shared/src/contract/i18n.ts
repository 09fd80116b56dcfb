import type { CurrencyCode, Locale } from './site';

/** Translation and formatting for the site's locale, handed to remotes in mount props. */
export interface I18n {
  locale: Locale;
  currency: CurrencyCode;
  /**
   * The site's IANA time zone (since contract 1.2, the same as `site.timeZone`): every date is shown on this
   * clock through `formatSiteTime` (format/site-time.ts), which takes this object or the site.
   */
  timeZone: string;
  /** Text for `key` from the translation service, else `fallback`, with `{name}` placeholders filled. */
  t(key: string, fallback: string, params?: Record<string, string | number>): string;
  /** Formats integer minor units in the site's currency, e.g. 1250 → "$12.50". */
  money(amountInMinorUnits: number): string;
}
