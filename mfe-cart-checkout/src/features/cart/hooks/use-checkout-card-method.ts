import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import { fetchCheckoutCardMethod } from '../api/deposit-purchase';

export type CardMethodView = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; method: PaymentMethod | null };

/** The customer's saved cards and the card limits, for paying the shortfall by card at checkout. */
export function useCheckoutCardMethod(api: ApiClient): { view: CardMethodView; reload: () => void } {
  const [view, setView] = useState<CardMethodView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setView({ status: 'loading' });
    fetchCheckoutCardMethod(api, controller.signal).then(
      (method) => !controller.signal.aborted && setView({ status: 'ready', method }),
      (error: unknown) => !controller.signal.aborted && setView({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [api, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, reload };
}
