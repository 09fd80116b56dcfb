import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { fetchCustomer } from '../api/precommitment-api';
import { useLatestResource } from './use-latest-resource';

/** The customer, for the weekly pre-commitment limit; updated from each write's answer. */
export function usePreCommitment(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchCustomer(api, signal), [api]);
  return useLatestResource(load);
}
