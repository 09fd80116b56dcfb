import { useCallback } from 'react';
import { useQueryClient } from './data-context';
import type { QueryKey } from './query-key';
import { useSubmitOnce } from './use-submit-once';
import type { SubmitOnce, SubmitOnceOptions } from './use-submit-once';

export interface MutationOptions<I, R, F> extends SubmitOnceOptions<I, R, F> {
  /**
   * What the write changes: after a success these keys are invalidated, so every page and the shell
   * reading them (the header's wallet and cart, the account's balance) read them again. Nothing else is
   * published by hand.
   */
  invalidates: readonly QueryKey[];
}

/** A write through the layer: `useSubmitOnce` (one at a time, idempotency key, safe after unmount) plus invalidation of what it changed. */
export function useMutation<I, R, F>({ invalidates, onSuccess, ...options }: MutationOptions<I, R, F>): SubmitOnce<I, R, F> {
  const client = useQueryClient();
  const invalidateAfter = useCallback(
    (result: R, input: I) => {
      for (const key of invalidates) client?.invalidate(key);
      onSuccess?.(result, input);
    },
    [client, invalidates, onSuccess],
  );
  return useSubmitOnce({ ...options, onSuccess: invalidateAfter });
}

/** Invalidates keys after a write that is not a `useMutation` (a step inside a longer flow); a no-op outside a provider. */
export function useInvalidate(): (keys: readonly QueryKey[]) => void {
  const client = useQueryClient();
  return useCallback((keys: readonly QueryKey[]) => {
    for (const key of keys) client?.invalidate(key);
  }, [client]);
}
