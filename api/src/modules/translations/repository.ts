import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { translations } from '../../db/schema';
import type { TranslationType } from './schemas';

export interface TranslationItem {
  id: string;
  category: string;
  type: TranslationType;
  value: string;
}

export interface TranslationFilter {
  categories?: string[];
  ids?: string[];
  types?: TranslationType[];
}

export async function findTranslations(db: Executor, siteKey: string, locale: string, filter: TranslationFilter): Promise<TranslationItem[]> {
  const conditions: SQL[] = [eq(translations.siteKey, siteKey), eq(translations.locale, locale)];
  if (filter.categories?.length) conditions.push(inArray(translations.category, filter.categories));
  if (filter.ids?.length) conditions.push(inArray(translations.itemId, filter.ids));
  if (filter.types?.length) conditions.push(inArray(translations.type, filter.types));
  const rows = await db
    .select({ id: translations.itemId, category: translations.category, type: translations.type, value: translations.value })
    .from(translations)
    .where(and(...conditions))
    .orderBy(asc(translations.category), asc(translations.itemId));
  return rows.map((row) => ({ ...row, type: row.type as TranslationType }));
}
