import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { NumberStatistics } from '@drawfront/shared/contract/draws';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchStatistics } from '../api/fetch-statistics';

/** An offer's number statistics over its last `draws` draws; another window loads again. */
export function useStatistics(api: ApiClient, offerKey: string, draws: number): Resource<NumberStatistics> {
  const load = useCallback((signal: AbortSignal) => fetchStatistics(api, offerKey, draws, signal), [api, offerKey, draws]);
  return useResource(load);
}
