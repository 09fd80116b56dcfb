import { apiStatusOf } from '../api-client/api-error';
import type { ApiError } from '../api-client/api-error';
import { freshMsFor } from './query-defaults';
import { hashKey, keyStartsWith } from './query-key';
import type { QueryKey } from './query-key';

export interface QueryFetchOptions {
  /** The caller's interest: when every caller waiting for a read has aborted, the read is aborted. */
  signal?: AbortSignal;
  /** Reads again even when a fresh answer is cached (a poll); a read already on its way is still shared. */
  skipCache?: boolean;
}

/**
 * The page's one query cache (shell and remotes share the shell's, through the mount contract): answers
 * by key, one request at a time per key, and invalidation that tells every page reading a key to read it
 * again, whichever remote wrote.
 */
export interface QueryClient {
  /** A fresh cached answer, the request already on its way for this key, or a new read by `load`. */
  fetch<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>, options?: QueryFetchOptions): Promise<T>;
  /** The fresh cached answer for `key`, if any. */
  get<T>(key: QueryKey): T | undefined;
  /** Stores a write's answer (e.g. a limit just set) as `key`'s fresh answer. */
  set<T>(key: QueryKey, data: T): void;
  /** Drops every answer whose key starts with `prefix`, and tells their readers to read again. */
  invalidate(prefix: QueryKey): void;
  /** `listener` runs when `key` (or a prefix of it) is invalidated; returns the unsubscribe. */
  subscribe(key: QueryKey, listener: () => void): () => void;
  /** Forgets every answer, telling no one (sign-out: the next reads are someone else's). */
  clear(): void;
}

export interface QueryClientConfig {
  now?: () => number;
  freshMs?: (key: QueryKey) => number;
  /**
   * A read answered 401 after the API client's own token refresh: the sign-in is gone. The shell ends the
   * session here, so no page (nor the notifications poll) keeps asking with a dead token.
   */
  onUnauthorised?: (error: ApiError) => void;
}

interface Entry {
  key: QueryKey;
  data: unknown;
  storedAt: number;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers with a signal still waiting. */
  waiters: number;
  /** A caller without a signal waits too: it cannot leave, so the read is never aborted. */
  held: boolean;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The read was aborted', 'AbortError');
}

/** Makes the page's query cache. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const now = config.now ?? Date.now;
  const freshMs = config.freshMs ?? freshMsFor;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, InFlight>();
  const listeners = new Map<string, { key: QueryKey; callbacks: Set<() => void> }>();

  function fresh(hash: string, key: QueryKey): Entry | undefined {
    const entry = entries.get(hash);
    if (!entry) return undefined;
    if (now() - entry.storedAt < freshMs(key)) return entry;
    entries.delete(hash);
    return undefined;
  }

  function start(hash: string, key: QueryKey, load: (signal: AbortSignal) => Promise<unknown>): InFlight {
    const controller = new AbortController();
    const flight: InFlight = { controller, waiters: 0, held: false, promise: Promise.resolve() };
    flight.promise = load(controller.signal).then(
      (data) => {
        // An invalidation while this was on its way made it stale: it answers its callers but is not kept.
        if (inFlight.get(hash) === flight) {
          inFlight.delete(hash);
          entries.set(hash, { key, data, storedAt: now() });
        }
        return data;
      },
      (error: unknown) => {
        if (inFlight.get(hash) === flight) inFlight.delete(hash);
        if (apiStatusOf(error) === 401) config.onUnauthorised?.(error as ApiError);
        throw error;
      },
    );
    inFlight.set(hash, flight);
    return flight;
  }

  /** The shared read, as seen by one caller: its abort detaches it, and the last one to leave aborts the read. */
  function wait<T>(hash: string, flight: InFlight, signal: AbortSignal | undefined): Promise<T> {
    if (!signal) {
      flight.held = true;
      return flight.promise as Promise<T>;
    }
    if (signal.aborted) return Promise.reject(abortError(signal));
    flight.waiters += 1;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        flight.waiters -= 1;
        reject(abortError(signal));
        if (flight.waiters === 0 && !flight.held && inFlight.get(hash) === flight) {
          inFlight.delete(hash);
          flight.controller.abort(signal.reason);
        }
      };
      signal.addEventListener('abort', leave, { once: true });
      flight.promise.then(
        (data) => {
          signal.removeEventListener('abort', leave);
          if (signal.aborted) return;
          flight.waiters -= 1;
          resolve(data as T);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          if (signal.aborted) return;
          flight.waiters -= 1;
          reject(error);
        },
      );
    });
  }

  return {
    fetch<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>, options: QueryFetchOptions = {}): Promise<T> {
      const hash = hashKey(key);
      const cached = options.skipCache ? undefined : fresh(hash, key);
      if (cached) return Promise.resolve(cached.data as T);
      const flight = inFlight.get(hash) ?? start(hash, key, load);
      return wait<T>(hash, flight, options.signal);
    },
    get<T>(key: QueryKey): T | undefined {
      return fresh(hashKey(key), key)?.data as T | undefined;
    },
    set(key, data) {
      const hash = hashKey(key);
      inFlight.delete(hash);
      entries.set(hash, { key, data, storedAt: now() });
    },
    invalidate(prefix) {
      for (const [hash, entry] of [...entries]) if (keyStartsWith(entry.key, prefix)) entries.delete(hash);
      for (const hash of [...inFlight.keys()]) if (keyStartsWith(JSON.parse(hash) as QueryKey, prefix)) inFlight.delete(hash);
      for (const { key, callbacks } of [...listeners.values()]) {
        if (keyStartsWith(key, prefix)) for (const callback of [...callbacks]) callback();
      }
    },
    subscribe(key, listener) {
      const hash = hashKey(key);
      const slot = listeners.get(hash) ?? { key, callbacks: new Set<() => void>() };
      slot.callbacks.add(listener);
      listeners.set(hash, slot);
      return () => {
        slot.callbacks.delete(listener);
        if (slot.callbacks.size === 0 && listeners.get(hash) === slot) listeners.delete(hash);
      };
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
  };
}
