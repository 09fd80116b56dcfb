import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchCombinedPage, fetchPaymentResolutions, fetchRecurring, fetchRecurringPage, fetchScheduledPurchase } from '../api/recurring-api';
import type { RecurringKind } from '../api/recurring-api';

export function useRecurringPage(api: ApiClient, kind: RecurringKind, page: number) {
  const load = useCallback((signal: AbortSignal) => fetchRecurringPage(api, kind, page, signal), [api, kind, page]);
  return useResource(load);
}

export function useRecurring(api: ApiClient, kind: RecurringKind, id: string) {
  const load = useCallback((signal: AbortSignal) => fetchRecurring(api, kind, id, signal), [api, kind, id]);
  return useResource(load);
}

export function useCombinedPage(api: ApiClient, page: number) {
  const load = useCallback((signal: AbortSignal) => fetchCombinedPage(api, page, signal), [api, page]);
  return useResource(load);
}

export function usePaymentResolutions(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchPaymentResolutions(api, signal), [api]);
  return useResource(load);
}

export function useScheduledPurchase(api: ApiClient, id: string) {
  const load = useCallback((signal: AbortSignal) => fetchScheduledPurchase(api, id, signal), [api, id]);
  return useResource(load);
}
