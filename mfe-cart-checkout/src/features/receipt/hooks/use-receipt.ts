import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { fetchReceipt } from '../api/fetch-receipt';

export type ReceiptView =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; receipt: Receipt };

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** The receipt of one checkout, with a reload for transient failures. */
export function useReceipt(api: ApiClient, checkoutId: string): { view: ReceiptView; reload: () => void } {
  const [view, setView] = useState<ReceiptView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setView({ status: 'loading' });
    fetchReceipt(api, checkoutId).then(
      (receipt) => live && setView({ status: 'ready', receipt }),
      (error: unknown) => live && setView(isNotFound(error) ? { status: 'not-found' } : { status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [api, checkoutId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, reload };
}
