import { useCallback, useEffect, useRef, useState } from 'react';
import { useResource } from '../../../hooks/use-resource';

/**
 * A resource the page also updates from the answers of its own writes (`replace`) and can read
 * again in the background (`refresh`) without going back to the loading state, so forms keep their
 * values and focus. A refresh that lands after a newer write is dropped.
 */
export function useLatestResource<T>(load: (signal: AbortSignal) => Promise<T>) {
  const resource = useResource(load);
  const [latest, setLatest] = useState<T | null>(null);
  const version = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const replace = useCallback((data: T) => {
    version.current += 1;
    setLatest(data);
  }, []);

  const refresh = useCallback(async () => {
    version.current += 1;
    const asked = version.current;
    try {
      const data = await load(new AbortController().signal);
      if (mounted.current && asked === version.current) setLatest(data);
    } catch {
      // The page keeps what it shows; the next write or visit reads again.
    }
  }, [load]);

  const data = latest ?? (resource.status === 'success' ? resource.data : null);
  return { resource, data, replace, refresh };
}
