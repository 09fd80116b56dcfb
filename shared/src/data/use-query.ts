import { useCallback, useEffect, useRef } from 'react';
import { apiStatusOf } from '../api-client/api-error';
import { useQueryClient } from './data-context';
import { hashKey } from './query-key';
import type { QueryKey } from './query-key';
import { useResource } from './use-resource';
import type { Resource, ResourceOptions } from './use-resource';

function isUnauthorised(error: unknown): boolean {
  return apiStatusOf(error) === 401;
}

export interface QueryOptions extends ResourceOptions {
  /**
   * Reads again in the background this often while the tab is visible (and when the window gets focus).
   * A 401 stops it: the sign-in is gone, and asking again with it only answers 401 again.
   */
  pollMs?: number;
}

/**
 * The one way a frontend page reads from the API: `useResource`'s states and actions, under a key. Reads
 * of the same key share one request and the page's cache (fresh for the time `query-defaults.ts` gives
 * the key's resource), and invalidating the key, from this remote, another or the shell, reads it again
 * in the background. `load` may change without reading again; a new key reads again.
 */
export function useQuery<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): Resource<T> {
  const client = useQueryClient();
  const hash = hashKey(key);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const keyRef = useRef(key);
  keyRef.current = key;

  // A new function only for a new key (or cache): that is what makes useResource read again.
  const keyed = useCallback(
    (signal: AbortSignal): Promise<T> => (client ? client.fetch(keyRef.current, (own) => latestLoad.current(own), { signal }) : latestLoad.current(signal)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's hash stands for the key
    [client, hash],
  );
  const resource = useResource(keyed, options);
  const { refresh } = resource;

  useEffect(() => (client ? client.subscribe(keyRef.current, () => void refresh()) : undefined), [client, hash, refresh]);

  const { pollMs } = options;
  const { replace: show } = resource;
  const failedUnauthorised = isUnauthorised(resource.status === 'error' ? resource.error : null);
  useEffect(() => {
    if (!pollMs || failedUnauthorised) return undefined;
    const controller = new AbortController();
    const stop = () => {
      controller.abort();
      clearInterval(timer);
      window.removeEventListener('focus', poll);
    };
    const poll = () => {
      if (controller.signal.aborted || document.visibilityState !== 'visible') return;
      // Round the cache (a poll is there to see what changed), and kept out of `refresh`, which hides failures.
      const read = client
        ? client.fetch(keyRef.current, (own) => latestLoad.current(own), { signal: controller.signal, skipCache: true })
        : latestLoad.current(controller.signal);
      read.then(
        (data) => {
          if (!controller.signal.aborted) show(data);
        },
        (error: unknown) => {
          // A failed poll keeps what is shown and tries again at the next tick, unless the sign-in is gone.
          if (isUnauthorised(error)) stop();
        },
      );
    };
    const timer = setInterval(poll, pollMs);
    window.addEventListener('focus', poll);
    return stop;
  }, [client, failedUnauthorised, pollMs, show]);

  const replace = useCallback(
    (data: T) => {
      client?.set(keyRef.current, data);
      show(data);
    },
    [client, show],
  );
  return { ...resource, replace };
}
