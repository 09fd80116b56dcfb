import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Tips } from '@drawfront/shared/contract/tips';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchTips } from '../api/fetch-tips';

/** An offer's tips; loading until the API answers either way (storefront §4 "tips loading flags"). */
export function useTips(api: ApiClient, offerKey: string): Resource<Tips> {
  const load = useCallback((signal: AbortSignal) => fetchTips(api, offerKey, signal), [api, offerKey]);
  return useResource(load);
}
