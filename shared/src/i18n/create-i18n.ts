import type { I18n } from '../contract/i18n';
import type { CurrencyCode, Locale } from '../contract/site';
import { fillTemplate } from '../format/fill-template';
import { formatMoney } from '../format/money';

/** What `createI18n` needs: the site's locale, currency and time zone, and the texts loaded from the translation service. */
export interface I18nOptions {
  locale: Locale;
  currency: CurrencyCode;
  timeZone: string;
  translations: Readonly<Record<string, string>>;
}

/** The I18n handed to remotes: translated text with `{name}` placeholders filled, and money in the site's currency. */
export function createI18n({ locale, currency, timeZone, translations }: I18nOptions): I18n {
  return {
    locale,
    currency,
    timeZone,
    t(key, fallback, params) {
      const translated = Object.prototype.hasOwnProperty.call(translations, key) ? translations[key] : undefined;
      // An empty translation is a content-service gap, not an intent to show nothing.
      return fillTemplate(translated ? translated : fallback, params);
    },
    money(amountInMinorUnits) {
      return formatMoney(amountInMinorUnits, currency, locale);
    },
  };
}
