import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { SiteRecord } from '../sites/site-record';
import { findTranslations } from './repository';
import type { TranslationFilter, TranslationItem } from './repository';

export type TranslationService = ReturnType<typeof createTranslationService>;

export function createTranslationService(db: Database) {
  return {
    /** Items of a site in a locale it speaks (its own or one of its sub-variants'); others are a 404. */
    async items(site: SiteRecord, locale: string, filter: TranslationFilter): Promise<TranslationItem[]> {
      const supported = [...new Set([site.locale, ...site.subVariants.map((sv) => sv.locale)])].sort();
      if (!supported.includes(locale)) throw new AppError(ERROR_CODES.unsupportedLocale, [locale, site.key, supported.join(', ')]);
      return findTranslations(db, site.key, locale, filter);
    },
  };
}
