import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchDeposit } from '../api/funds-api';

/** `GET /deposits/{id}` as a resource. */
export function useDepositResource(api: ApiClient, depositId: string) {
  const load = useCallback((signal: AbortSignal) => fetchDeposit(api, depositId, signal), [api, depositId]);
  return useResource(load);
}
