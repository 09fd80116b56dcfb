import type { ApiClient } from '@drawfront/shared/api-client/types';
import { translationRecord, type TranslationItem } from '@drawfront/shared/i18n/translation-record';

/** Boot waits at most this long for texts; after it the page shows its built-in English and fills in nothing. */
export const TRANSLATIONS_WAIT_MS = 1500;

/**
 * The site's plain-text translations for its locale (`GET /translations/{locale}/items`), keyed
 * `category.id` as `i18n.t` reads them, with `{site}` filled in. Markdown, image, seo and json items
 * are for the pages that render them, not for `t`. A failure gives no texts (the fallbacks show).
 */
export async function loadTranslations(api: ApiClient, site: { locale: string; name: string }): Promise<Record<string, string>> {
  try {
    const answer = await api.request<{ items: TranslationItem[] }>({ service: 'translations', path: `/${site.locale}/items`, query: { t: ['plain'] }, cacheTtlMs: 24 * 60 * 60_000, noSitewideError: true, timeoutMs: TRANSLATIONS_WAIT_MS });
    return translationRecord(answer.items, site.name);
  } catch {
    return {};
  }
}
