import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchVerification } from '../api/verification-api';

/** The customer's verification state; a check's or an upload's answer replaces it with `replace`. */
export function useVerification(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchVerification(api, signal), [api]);
  return useResource(load);
}
