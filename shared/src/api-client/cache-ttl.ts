/** Query parameter that bypasses and clears the cache (storefront §9). */
export const CLEAR_CACHE_PARAM = 'clear_cache';
