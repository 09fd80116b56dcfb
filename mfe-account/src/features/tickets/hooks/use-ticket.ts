import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQuery } from '@drawfront/shared/data/use-query';
import { fetchTicket } from '../api/fetch-tickets';

/** One ticket by id. */
export function useTicket(api: ApiClient, id: string) {
  const load = useCallback((signal: AbortSignal) => fetchTicket(api, id, signal), [api, id]);
  return useQuery(['tickets', 'ticket', id], load);
}
