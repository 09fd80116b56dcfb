/** Cached GET answers keyed by request (storefront §7 "GET responses can be cached per key"). */
export interface ResponseCache {
  /** A copy of the live answer under `key`, or undefined when absent or expired. */
  get(key: string): unknown;
  set(key: string, value: unknown, ttlMs: number): void;
  /** Drops every entry, or those whose key contains `match`. */
  clear(match?: string): void;
  readonly size: number;
}

/** Bounds memory on long sessions; the oldest entry goes first. */
export const RESPONSE_CACHE_MAX_ENTRIES = 200;

/** Cached answers are parsed JSON, so a JSON round trip copies them exactly (jsdom lacks structuredClone). */
function copyJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** An in-memory cache that hands out copies, so a caller mutating an answer never alters what the next caller reads. */
export function createResponseCache(now: () => number, maxEntries = RESPONSE_CACHE_MAX_ENTRIES): ResponseCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return copyJson(entry.value);
    },
    set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value: copyJson(value), expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear(match) {
      if (match === undefined) {
        entries.clear();
        return;
      }
      for (const key of [...entries.keys()]) if (key.includes(match)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
