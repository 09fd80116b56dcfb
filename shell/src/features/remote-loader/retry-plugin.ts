import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Further attempts after the first failure. */
  retries: number;
  delayMs: number;
  /** Waits between attempts; injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
}

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[K]>;
// The hooks' declared results. loadEntryError's nests a Promise in its Promise; the runtime simply awaits
// what the hook returns, so the entry's exports (or undefined, meaning "not recovered") are what count.
type EntryResult = ReturnType<Hook<'loadEntryError'>>;
type FactoryResult = Awaited<ReturnType<Hook<'getModuleFactory'>>>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or `retries` more tries have failed, waiting `delayMs` between them. */
async function withRetries<T>(attempt: () => Promise<T>, { retries, delayMs, sleep = wait }: RetryOptions, beforeEach?: () => void): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      beforeEach?.();
      return await attempt();
    } catch (error) {
      if (failures >= retries) throw error;
      await sleep(delayMs);
    }
  }
}

/**
 * Retries a remote's entry script and its exposed module's chunks on transient network failures, before
 * the remote's fallback is shown. Our own rather than `@module-federation/retry-plugin` (the same two hooks),
 * which pulled the whole federation SDK into the shell for its logger and needed casts to fit the runtime.
 */
export function retryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'drawfront-retry',
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The runtime remembers the failed load under uniqueKey; forget it so each attempt really loads again.
      const recovered = withRetries(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }), options, () => delete globalLoading[uniqueKey]);
      return recovered.then((exports) => exports || undefined) as unknown as EntryResult;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      return (await withRetries(async () => remoteEntryExports.get(expose), options)) as FactoryResult;
    },
  };
}
