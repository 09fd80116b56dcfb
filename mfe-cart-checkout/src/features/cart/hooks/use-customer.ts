import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Customer } from '@drawfront/shared/contract/customer';
import { fetchCustomer } from '../api/purchase';

export type CustomerView = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; customer: Customer };

/** The signed-in customer (wallet balance) for checkout, with a reload. */
export function useCustomer(api: ApiClient): { view: CustomerView; reload: () => void } {
  const [view, setView] = useState<CustomerView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setView({ status: 'loading' });
    fetchCustomer(api).then(
      (customer) => live && setView({ status: 'ready', customer }),
      (error: unknown) => live && setView({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, reload };
}
