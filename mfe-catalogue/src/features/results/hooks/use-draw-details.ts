import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { DrawDetails } from '@drawfront/shared/contract/draws';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchDrawDetails } from '../api/fetch-draw-details';
import { fetchPastResults } from '../api/fetch-past-results';

/** One draw's details. */
export function useDrawDetails(api: ApiClient, offerKey: string, drawNo: number): Resource<DrawDetails> {
  const load = useCallback((signal: AbortSignal) => fetchDrawDetails(api, offerKey, drawNo, signal), [api, offerKey, drawNo]);
  return useResource(load);
}

/** A draw's details, or the latest drawn draw's when `drawNo` is null; null when the offer has no drawn draw yet. */
export function useDrawOrLatestDetails(api: ApiClient, offerKey: string, drawNo: number | null): Resource<DrawDetails | null> {
  const load = useCallback(
    async (signal: AbortSignal) => {
      let wanted = drawNo;
      if (wanted === null) {
        const latest = await fetchPastResults(api, offerKey, 0, signal);
        wanted = latest.results[0]?.drawNo ?? null;
      }
      return wanted === null ? null : fetchDrawDetails(api, offerKey, wanted, signal);
    },
    [api, offerKey, drawNo],
  );
  return useResource(load);
}
