import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from '../stores/store';

/**
 * The current value of a shared store, re-rendering on change. Uses `useSyncExternalStore` so a
 * value the shell sets between render and commit is never missed (no tearing).
 */
export function useStore<T>(store: Store<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.value$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [store],
  );
  return useSyncExternalStore(subscribe, store.get, store.get);
}
