import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PaymentMethod } from '@drawfront/shared/contract/funds';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchCheckoutCardMethod } from '../api/deposit-purchase';

/** The customer's saved cards and the card limits, for paying the shortfall by card at checkout (null: the site offers no card). */
export function useCheckoutCardMethod(api: ApiClient): Resource<PaymentMethod | null> {
  const load = useCallback((signal: AbortSignal) => fetchCheckoutCardMethod(api, signal), [api]);
  return useResource(load);
}
