import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { RaffleSupport } from '@drawfront/shared/rules/raffle-support';

/** `GET /raffles/{offerKey}/support`: what the raffle's ticket sales raised for its cause. */
export function fetchRaffleSupport(api: ApiClient, offerKey: string, signal?: AbortSignal): Promise<RaffleSupport> {
  return api.request<RaffleSupport>({ path: `/raffles/${encodeURIComponent(offerKey)}/support`, signal });
}
