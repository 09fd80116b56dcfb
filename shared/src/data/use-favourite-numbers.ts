import { useCallback } from 'react';
import type { ApiClient } from '../api-client/types';
import type { FavouriteNumbers } from '../contract/favourites';
import { useResource } from './use-resource';

/**
 * The signed-in customer's favourite numbers (`GET /favourite-numbers`) for "use my favourites", or
 * none while loading, when not signed in, without the favourite-numbers capability, or when the call
 * fails (a builder then simply offers no favourites).
 */
export function useFavouriteNumbers(api: ApiClient, enabled: boolean): readonly number[] {
  const load = useCallback(
    (signal: AbortSignal): Promise<FavouriteNumbers> => (enabled ? api.request<FavouriteNumbers>({ path: '/favourite-numbers', signal }) : Promise.resolve({ numbers: [] })),
    [api, enabled],
  );
  const resource = useResource(load);
  return resource.status === 'success' ? resource.data.numbers : [];
}
