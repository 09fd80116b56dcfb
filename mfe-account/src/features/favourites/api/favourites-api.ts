import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { FavouriteNumbers } from '@drawfront/shared/contract/favourites';

export function fetchFavourites(api: ApiClient, signal?: AbortSignal): Promise<FavouriteNumbers> {
  return api.request<FavouriteNumbers>({ path: '/favourite-numbers', signal });
}

export function saveFavourites(api: ApiClient, numbers: number[]): Promise<FavouriteNumbers> {
  return api.request<FavouriteNumbers>({ method: 'PUT', path: '/favourite-numbers', body: { favouriteNumbers: numbers } });
}
