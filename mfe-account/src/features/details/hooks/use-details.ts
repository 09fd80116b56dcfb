import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchDetails } from '../api/details-api';

/** The customer's details, as the my-details and upgrade pages show them. */
export function useDetails(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchDetails(api, signal), [api]);
  return useResource(load);
}
