import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Tips } from '@drawfront/shared/contract/tips';

/** An offer's tips: `GET /v2/tips?offer={offerKey}`. */
export function fetchTips(api: ApiClient, offerKey: string, signal?: AbortSignal): Promise<Tips> {
  return api.request<Tips>({ path: '/tips', query: { offer: offerKey }, signal });
}
