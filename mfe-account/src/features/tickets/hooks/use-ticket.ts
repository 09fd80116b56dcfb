import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { fetchTicket } from '../api/fetch-tickets';
import { useResource } from '../../../hooks/use-resource';

/** One ticket by id. */
export function useTicket(api: ApiClient, id: string) {
  const load = useCallback((signal: AbortSignal) => fetchTicket(api, id, signal), [api, id]);
  return useResource(load);
}
