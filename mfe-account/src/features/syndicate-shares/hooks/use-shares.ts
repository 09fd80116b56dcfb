import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQuery } from '@drawfront/shared/data/use-query';
import { fetchShare, fetchSharePage } from '../api/fetch-shares';

/** One syndicate share by id. */
export function useShare(api: ApiClient, id: string) {
  const load = useCallback((signal: AbortSignal) => fetchShare(api, id, signal), [api, id]);
  return useQuery(['tickets', 'share', id], load);
}

/** The customer's latest syndicate shares. */
export function useLatestShares(api: ApiClient, limit: number) {
  const load = useCallback((signal: AbortSignal) => fetchSharePage(api, limit, signal), [api, limit]);
  return useQuery(['tickets', 'shares', limit], load);
}
