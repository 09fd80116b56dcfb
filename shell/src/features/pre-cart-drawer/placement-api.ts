import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PlacementItem } from '@drawfront/shared/contract/placement';
import type { Placement } from '@drawfront/shared/contract/placement';

/**
 * `GET /placement` with the cart's draws as paired lottery_key and draw_number. A failure, 5xx included,
 * is an empty list (storefront §8 "Placement failure or status 500 or more: empty list"): the drawer
 * still shows the line and the way to the cart.
 */
export async function fetchPlacements(api: ApiClient, cartLines: readonly { lotteryKey: string; drawNo: number }[], signal?: AbortSignal): Promise<PlacementItem[]> {
  try {
    const answer = await api.request<Placement>({
      service: 'placement',
      path: '/',
      query: { lottery_key: cartLines.map((line) => line.lotteryKey), draw_number: cartLines.map((line) => line.drawNo) },
      signal,
      noSitewideError: true,
    });
    return answer.placements;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}
