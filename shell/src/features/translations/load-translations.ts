import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { QueryClient } from '@drawfront/shared/data/query-client';
import { readQuery } from '@drawfront/shared/data/read-query';
import { translationRecord, type TranslationItem } from '@drawfront/shared/i18n/translation-record';

/** Boot waits at most this long for texts; after it the page shows its built-in English and fills in nothing. */
export const TRANSLATIONS_WAIT_MS = 1500;

/**
 * The site's plain-text translations for its locale (`GET /translations/{locale}/items`), keyed
 * `category.id` as `i18n.t` reads them, with `{site}` filled in. Markdown, image, seo and json items
 * are for the pages that render them, not for `t`. A failure gives no texts (the fallbacks show). Read
 * under the `['translations', locale]` key of the page's query cache (fresh for a day, `query-defaults.ts`).
 */
export async function loadTranslations(api: ApiClient, site: { locale: string; name: string }, queries?: QueryClient): Promise<Record<string, string>> {
  try {
    const answer = await readQuery(queries, {
      key: ['translations', site.locale],
      load: (signal) =>
        api.request<{ items: TranslationItem[] }>({ service: 'translations', path: `/${site.locale}/items`, query: { t: ['plain'] }, noSitewideError: true, timeoutMs: TRANSLATIONS_WAIT_MS, signal }),
    });
    return translationRecord(answer.items, site.name);
  } catch {
    return {};
  }
}
