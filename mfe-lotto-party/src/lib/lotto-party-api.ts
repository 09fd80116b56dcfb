// The /social/v3 calls the pages make (groups spec §7), through the page's one API client: it signs them,
// sends X-Sub-Variant and X-Customer-Id, re-authenticates and retries once on 401/403, reports 5xx and
// rejects an aborted call silently (groups spec §8).
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { AutosessionStatus, LottoPartyConfig, LottoPartyGroup, LottoPartyGroupPage, LottoPartyOrder, LottoPartyOrderPage, LottoPartySessionDetails, LottoPartySessionPage, PublicityStatus } from '@drawfront/shared/contract/lotto-party';

const LOTTO_PARTY = { service: 'lotto-party' as const, version: '3.0' };

export const fetchConfig = (api: ApiClient, signal?: AbortSignal) => api.request<LottoPartyConfig>({ ...LOTTO_PARTY, path: '/config', signal });
export const fetchGroups = (api: ApiClient, limit: number, offset: number, signal?: AbortSignal) => api.request<LottoPartyGroupPage>({ ...LOTTO_PARTY, path: '/group', query: { limit, offset }, signal });
export const fetchGroup = (api: ApiClient, id: string, signal?: AbortSignal) => api.request<LottoPartyGroup>({ ...LOTTO_PARTY, path: `/group/${encodeURIComponent(id)}`, signal });
export const fetchGroupByToken = (api: ApiClient, token: string, signal?: AbortSignal) => api.request<LottoPartyGroup>({ ...LOTTO_PARTY, path: `/group/token/${encodeURIComponent(token)}`, signal });
export const fetchGroupSessions = (api: ApiClient, id: string, limit: number, offset: number, signal?: AbortSignal) =>
  api.request<LottoPartySessionPage>({ ...LOTTO_PARTY, path: `/group/${encodeURIComponent(id)}/session`, query: { limit, offset }, signal });
export const fetchSession = (api: ApiClient, id: string, signal?: AbortSignal) => api.request<LottoPartySessionDetails>({ ...LOTTO_PARTY, path: `/session/${encodeURIComponent(id)}`, signal });
export const fetchOrder = (api: ApiClient, id: string, signal?: AbortSignal) =>
  api.request<LottoPartyOrder>({ ...LOTTO_PARTY, path: `/orders/${encodeURIComponent(id)}`, query: { show_details: true }, signal });

/** The caller's own share purchases in a session (its orders), without the ledger the session page shows already. */
export const fetchSessionOrders = (api: ApiClient, sessionId: string, signal?: AbortSignal) =>
  api.request<LottoPartyOrderPage>({ ...LOTTO_PARTY, path: `/orders/social_syndicate_session/${encodeURIComponent(sessionId)}`, signal });

export const createGroup = (api: ApiClient, body: { groupName: string; publicityStatus: PublicityStatus }) => api.request<LottoPartyGroup>({ ...LOTTO_PARTY, method: 'POST', path: '/group', body });
export const joinGroup = (api: ApiClient, token: string) => api.request<LottoPartyGroup>({ ...LOTTO_PARTY, method: 'POST', path: `/group/token/${encodeURIComponent(token)}/member` });
export const leaveGroup = (api: ApiClient, id: string) => api.request<LottoPartyGroup>({ ...LOTTO_PARTY, method: 'DELETE', path: `/group/${encodeURIComponent(id)}/member` });
export const createSession = (
  api: ApiClient,
  body: { groupId: string; inviteAllExistingMembers: boolean; lotteryKey: string; drawNo: number; sharePrice: number; sharesTotal: number; autosessionStatus: AutosessionStatus },
) => api.request<LottoPartySessionDetails>({ ...LOTTO_PARTY, method: 'POST', path: '/session', body });
export const updateSession = (api: ApiClient, id: string, autosessionStatus: AutosessionStatus) =>
  api.request<LottoPartySessionDetails>({ ...LOTTO_PARTY, method: 'PUT', path: `/session/${encodeURIComponent(id)}`, body: { autosessionStatus } });
