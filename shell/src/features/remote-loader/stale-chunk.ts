/** Spec: a chunk load failure more than 24 h after boot triggers one full reload. */
export const STALE_CHUNK_RELOAD_AFTER_MS = 86_400_000;
const RELOAD_MARK = 'df_stale_reload';

/**
 * Reloads the page once when a load fails on a page that has been open for more than a day
 * (its release is probably gone from the CDN). Returns true when it reloaded.
 */
export function reloadIfStale(bootedAt: number, now: number = Date.now(), storage: Storage = sessionStorage, reload: () => void = () => window.location.reload()): boolean {
  if (now - bootedAt <= STALE_CHUNK_RELOAD_AFTER_MS) return false;
  if (storage.getItem(RELOAD_MARK) === String(bootedAt)) return false; // already reloaded for this page: don't loop
  storage.setItem(RELOAD_MARK, String(bootedAt));
  reload();
  return true;
}
