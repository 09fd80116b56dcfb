import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchPlayBreak } from '../api/play-break-api';

/** The break in force; the page shows a confirmed break's answer with `replace`. */
export function usePlayBreak(api: ApiClient) {
  const load = useCallback((signal: AbortSignal) => fetchPlayBreak(api, signal), [api]);
  return useResource(load);
}
