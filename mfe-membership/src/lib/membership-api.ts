import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { BenefitsLink, CustomerMembership, EntryStatus, GiveawayDraw, GiveawayPage, GiveawayType, GiveawayWinner, MembershipConfig, MembershipTier, UpcomingMembershipDraw } from '@drawfront/shared/contract/membership';
import { DAILY_WINNERS_PROGRAM, GIVEAWAY_PAGE_SIZE } from '@drawfront/shared/contract/membership';
import type { QueryDefinition } from '@drawfront/shared/data/read-query';

/** The Membership API (groups spec §7) on the `membership` service of discovery. */
const service = 'membership' as const;

export interface WinnersPage {
  items: GiveawayWinner[];
  pageInfo: { limit: number; offset: number; total: number };
}

/** The programme's config (`GET /v4/config`), under the `['membership-config']` key (fresh for 60 s, `query-defaults.ts`). */
export function configQuery(api: ApiClient): QueryDefinition<MembershipConfig> {
  return { key: ['membership-config'], load: (signal) => api.request<MembershipConfig>({ service, path: '/v4/config', signal }) };
}

export function fetchMembership(api: ApiClient, signal?: AbortSignal): Promise<CustomerMembership> {
  return api.request({ service, path: '/v3/customer', signal });
}

/** `PUT /membership` (version 3.2): join (member), or cancel premium renewal with tier free. */
export function putMembership(api: ApiClient, body: { membershipStatus: 'member' | 'non-member'; membershipTier?: MembershipTier; metadata?: Record<string, string> }): Promise<CustomerMembership> {
  return api.request({ service, method: 'PUT', path: '/membership', version: '3.2', body: { membershipProgram: DAILY_WINNERS_PROGRAM, ...body } });
}

export function putEntry(api: ApiClient, drawId: string, entryStatus: EntryStatus): Promise<UpcomingMembershipDraw> {
  return api.request({ service, method: 'PUT', path: `/v3/draws/${encodeURIComponent(drawId)}`, body: { entryStatus } });
}

/** Page `page` (1-based) of current or closed giveaways; `mine` keeps the closed ones the customer was entered in. */
export function fetchGiveaways(api: ApiClient, query: { status: 'current' | 'closed'; mine?: boolean; page?: number }, signal?: AbortSignal): Promise<GiveawayPage> {
  const page = query.page ?? 1;
  return api.request({ service, path: '/v3/draws', query: { status: query.status, mine: query.mine ? true : undefined, limit: GIVEAWAY_PAGE_SIZE, offset: (page - 1) * GIVEAWAY_PAGE_SIZE }, signal });
}

export function fetchGiveaway(api: ApiClient, type: GiveawayType, number: number, signal?: AbortSignal): Promise<GiveawayDraw> {
  return api.request({ service, path: `/v3/draws/${type}/${number}`, signal });
}

export function fetchWinners(api: ApiClient, page: number, signal?: AbortSignal): Promise<WinnersPage> {
  return api.request({ service, path: '/v3/winners', query: { limit: GIVEAWAY_PAGE_SIZE, offset: (page - 1) * GIVEAWAY_PAGE_SIZE }, signal });
}

export function fetchBenefitsLink(api: ApiClient): Promise<BenefitsLink> {
  return api.request({ service, path: '/v3/benefits' });
}
