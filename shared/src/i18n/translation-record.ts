/** One item of `GET /translations/{locale}/items`. */
export interface TranslationItem {
  id: string;
  category: string;
  type: string;
  value: string;
}

/** The texts `i18n.t` reads: keyed `category.id`, with `{site}` replaced by the site's name. */
export function translationRecord(items: readonly TranslationItem[], siteName: string): Record<string, string> {
  return Object.fromEntries(items.map((item) => [`${item.category}.${item.id}`, item.value.replace(/\{site\}/g, siteName)]));
}
