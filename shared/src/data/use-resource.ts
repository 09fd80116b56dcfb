import { useCallback, useEffect, useRef, useState } from 'react';

/** What a page shows of something it reads: loading, the data, or the failure. */
export type ResourceState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export type Resource<T> = ResourceState<T> & {
  /** Loads again from the loading state (the "Try again" of a failed load). */
  retry: () => void;
  /** Reads again in the background: what is shown stays (forms keep values and focus); a failure keeps it too. */
  refresh: () => Promise<void>;
  /** Shows the answer of the page's own write (e.g. a limit just set), without reading again. */
  replace: (data: T) => void;
};

/** Anything with RxJS's subscribe, e.g. `bus.on('cart/changed')`; kept structural so no RxJS type leaks into pages. */
export interface RefreshSignal {
  subscribe: (next: () => void) => { unsubscribe: () => void };
}

export interface ResourceOptions {
  /** Each emission refreshes the resource in the background: invalidation after a purchase, a deposit, a sign-in. */
  refreshOn?: RefreshSignal;
}

interface Settled<T> {
  load: (signal: AbortSignal) => Promise<T>;
  attempt: number;
  result: ResourceState<T>;
}

/**
 * The one way a frontend page reads from the API. Runs `load` (a memoised callback: a new one, e.g.
 * for another page number, loads again) and tracks its outcome. An answer is only shown for the
 * load and attempt that asked for it, so a slow page 1 never lands on page 2 and the old page is
 * never shown as the new one while it loads; and an answer older than the newest write or refresh
 * is dropped, so a slow read never puts back what a write replaced.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, options: ResourceOptions = {}): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // Bumped by every load, refresh and replace: only the newest question's answer may land.
  const version = useRef(0);
  const current = useRef({ load, attempt });
  current.current = { load, attempt };
  const alive = useRef(new AbortController());

  useEffect(() => {
    alive.current = new AbortController();
    const controller = alive.current;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const asked = ++version.current;
    const settle = (result: ResourceState<T>) => {
      // An abort means the page went away or asked for something else; no one is left to tell.
      if (!controller.signal.aborted && asked === version.current) setSettled({ load, attempt, result });
    };
    load(controller.signal).then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const replace = useCallback((data: T) => {
    version.current += 1;
    setSettled({ ...current.current, result: { status: 'success', data } });
  }, []);

  const refresh = useCallback(async () => {
    const asked = ++version.current;
    const at = current.current;
    const signal = alive.current.signal;
    try {
      const data = await at.load(signal);
      if (!signal.aborted && asked === version.current) setSettled({ ...at, result: { status: 'success', data } });
    } catch {
      // The page keeps what it shows; the next write or visit reads again.
    }
  }, []);

  const { refreshOn } = options;
  useEffect(() => {
    if (!refreshOn) return undefined;
    const subscription = refreshOn.subscribe(() => void refresh());
    return () => subscription.unsubscribe();
  }, [refreshOn, refresh]);

  const state: ResourceState<T> = settled && settled.load === load && settled.attempt === attempt ? settled.result : { status: 'loading' };
  return { ...state, retry, refresh, replace };
}
