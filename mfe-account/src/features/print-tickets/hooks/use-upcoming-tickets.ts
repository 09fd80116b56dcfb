import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQuery } from '@drawfront/shared/data/use-query';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchUpcomingTickets } from '../api/fetch-upcoming-tickets';
import type { UpcomingTickets } from '../api/fetch-upcoming-tickets';

export function useUpcomingTickets(api: ApiClient): Resource<UpcomingTickets> {
  const load = useCallback((signal: AbortSignal) => fetchUpcomingTickets(api, signal), [api]);
  return useQuery(['tickets', 'upcoming-to-print'], load);
}
