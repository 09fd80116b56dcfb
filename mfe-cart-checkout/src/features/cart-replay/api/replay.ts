import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { CartReplayResult } from '@drawfront/shared/contract/partners';

/** `POST /cart/replay/{replayID}`: the past order rebuilt in the cart with today's draws and prices. */
export function replayOrder(api: ApiClient, replayId: string): Promise<CartReplayResult> {
  return api.request<CartReplayResult>({ method: 'POST', path: `/cart/replay/${encodeURIComponent(replayId)}` });
}
