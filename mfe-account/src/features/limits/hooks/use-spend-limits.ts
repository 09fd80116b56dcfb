import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQuery } from '@drawfront/shared/data/use-query';
import { fetchSpendLimits } from '../api/spend-limits-api';

/** The customer's spend limits; the page shows each write's answer with `replace`. */
export function useSpendLimits(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchSpendLimits(api, signal), [api]);
  return useQuery(['wallet', 'spend-limits'], load);
}
