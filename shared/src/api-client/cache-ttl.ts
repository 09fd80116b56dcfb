/**
 * How long GET answers stay cached, in milliseconds (storefront §9). Pass one as `cacheTtlMs`;
 * `default` is for "most API endpoints".
 */
export const CACHE_TTL_MS = {
  default: 60_000,
  lottoPartyConfig: 300_000,
  featurePlacement: 300_000,
  theme: 600_000,
  navigation: 86_400_000,
  components: 86_400_000,
  seoPlayHeadingTranslations: 86_400_000,
  cart: 20_000,
  productOffers: 1_080_000,
  drawResultKeys: 86_400_000,
  productBranding: 86_400_000,
  /** Tips are kept "until 18 minutes after fetch". */
  tips: 1_080_000,
} as const;

/** Query parameter that bypasses and clears the cache (storefront §9). */
export const CLEAR_CACHE_PARAM = 'clear_cache';
