import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { fetchSpendLimits } from '../api/spend-limits-api';
import { useLatestResource } from './use-latest-resource';

/** The customer's spend limits, updated from each write's answer. */
export function useSpendLimits(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchSpendLimits(api, signal), [api]);
  return useLatestResource(load);
}
