import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQuery } from '@drawfront/shared/data/use-query';
import { fetchClosureBalance } from '../api/close-account-api';

/** The balance the page tells the customer about before they close. */
export function useClosureBalance(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchClosureBalance(api, signal), [api]);
  return useQuery(['wallet', 'closure-balance'], load);
}
