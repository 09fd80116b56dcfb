import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchPaymentMethods } from '../api/funds-api';

/** The card method (`cc`) with its saved cards and limits; null when the site offers no cards. */
export function useCardMethod(api: ApiClient) {
  const load = useCallback(
    async (signal: AbortSignal): Promise<PaymentMethod | null> => (await fetchPaymentMethods(api, signal)).find((method) => method.code === 'cc') ?? null,
    [api],
  );
  return useResource(load);
}
