// What a Jest worker keeps from one suite to the next (scripts/jest-api-environment.cjs hands every
// file the same Map). Outside that environment (a script, another runner) the cache lasts one module.
declare global {
  var __drawfrontWorkerCache: Map<string, unknown> | undefined;
}

const cache: Map<string, unknown> = globalThis.__drawfrontWorkerCache ?? new Map();

/** The value under `key`, made by `make` the first time this worker asks for it. */
export function workerCached<T>(key: string, make: () => Promise<T>): Promise<T> {
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = make();
    cache.set(key, entry);
    // A failed make is not kept: the next suite tries again rather than failing for this one's cause.
    entry.catch(() => cache.delete(key));
  }
  return entry;
}
