import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { SyndicateShare, SyndicateSharesPage } from '@drawfront/shared/contract/syndicates';

/** `GET /syndicate-shares/{id}`; 404 for an unknown share and for another customer's. */
export function fetchShare(api: ApiClient, id: string, signal?: AbortSignal): Promise<SyndicateShare> {
  return api.request<SyndicateShare>({ path: `/syndicate-shares/${encodeURIComponent(id)}`, signal });
}

/** `GET /syndicate-shares?limit=&offset=`: the customer's shares, newest draw first. */
export function fetchSharePage(api: ApiClient, limit: number, signal?: AbortSignal): Promise<SyndicateSharesPage> {
  return api.request<SyndicateSharesPage>({ path: '/syndicate-shares', query: { limit, offset: 0 }, signal });
}
