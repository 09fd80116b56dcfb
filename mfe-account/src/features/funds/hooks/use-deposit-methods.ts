import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchPaymentMethods } from '../api/funds-api';

/** Every deposit method the API offers (card with saved cards, PayPal, the site's wallets, bank, PayID). */
export function useDepositMethods(api: ApiClient) {
  const load = useCallback((signal: AbortSignal): Promise<PaymentMethod[]> => fetchPaymentMethods(api, signal), [api]);
  return useResource(load);
}
