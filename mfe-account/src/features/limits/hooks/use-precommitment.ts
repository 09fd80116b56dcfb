import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchCustomer } from '../api/precommitment-api';

/** The customer, for the weekly pre-commitment limit; the page shows each write's answer with `replace`. */
export function usePreCommitment(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchCustomer(api, signal), [api]);
  return useResource(load);
}
