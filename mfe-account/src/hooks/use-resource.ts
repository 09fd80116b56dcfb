import { useCallback, useEffect, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

interface Settled<T> {
  load: (signal: AbortSignal) => Promise<T>;
  attempt: number;
  result: Resource<T>;
}

/**
 * Runs `load` (a memoised callback: a new one, e.g. for another page, loads again) and tracks its
 * outcome; `retry` loads again after a failure. An answer is only shown for the load and attempt
 * that asked for it, so a slow page 1 never lands on page 2, and the old page is never shown as
 * the new one while it loads.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>): Resource<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ load, attempt, result: { status: 'success', data } });
      },
      (error: unknown) => {
        // An abort means the page went away or asked for something else; no one is left to tell.
        if (!controller.signal.aborted) setSettled({ load, attempt, result: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current: Resource<T> = settled && settled.load === load && settled.attempt === attempt ? settled.result : { status: 'loading' };
  return { ...current, retry };
}
