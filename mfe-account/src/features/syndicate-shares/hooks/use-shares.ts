import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchShare, fetchSharePage } from '../api/fetch-shares';

/** One syndicate share by id. */
export function useShare(api: ApiClient, id: string) {
  const load = useCallback((signal: AbortSignal) => fetchShare(api, id, signal), [api, id]);
  return useResource(load);
}

/** The customer's latest syndicate shares. */
export function useLatestShares(api: ApiClient, limit: number) {
  const load = useCallback((signal: AbortSignal) => fetchSharePage(api, limit, signal), [api, limit]);
  return useResource(load);
}
