import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQuery } from '@drawfront/shared/data/use-query';
import { fetchTicketPage } from '../api/fetch-tickets';
import type { TicketStatus } from '../model/ticket-paths';

/** One page of upcoming or past tickets; loads again when the page changes. */
export function useTicketPage(api: ApiClient, status: TicketStatus, page: number) {
  const load = useCallback((signal: AbortSignal) => fetchTicketPage(api, status, page, signal), [api, status, page]);
  return useQuery(['tickets', status, page], load);
}
