// Builders for lotto party tests: signed /social/v3 calls with the headers the spec names, groups and sessions.
import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { LottoPartyGroup, LottoPartySessionDetails } from '@drawfront/shared/contract/lotto-party';
import { containsProfanity } from '../src/modules/lotto-party/profanity';
import { nextOpenDraw } from './draws';
import type { TestContext } from './helper';
import { asCustomer } from './customers';

/** A /social/v3 call as `who`: signed, with X-Sub-Variant and X-Customer-Id as the client sends them. */
export function lp(t: TestContext, who: LoginResult, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return asCustomer(t, who.accessToken, {
    method,
    url: `/social/v3${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { 'x-sub-variant': 'AU', 'x-customer-id': who.customer.customerId, ...headers },
  });
}

/**
 * A unique group name the API accepts: random hex read through the profanity filter's leetspeak can spell a
 * word it refuses ("a55…"), which failed a run now and then, so such a draw is drawn again.
 */
export function uniqueGroupName(): string {
  for (;;) {
    const name = `Party ${randomUUID().slice(0, 8)}`;
    if (!containsProfanity(name)) return name;
  }
}

export async function createGroup(t: TestContext, who: LoginResult, groupName = uniqueGroupName(), publicityStatus = 'private'): Promise<LottoPartyGroup> {
  const response = await lp(t, who, 'POST', '/group', { group_name: groupName, publicity_status: publicityStatus });
  if (response.statusCode !== 201) throw new Error(`create group: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function createSession(t: TestContext, who: LoginResult, groupId: string, overrides: Record<string, unknown> = {}): Promise<LottoPartySessionDetails> {
  const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', new Date());
  const response = await lp(t, who, 'POST', '/session', { group_id: groupId, invite_all_existing_members: false, lottery_key: 'thursday-starburst', draw_no: draw.drawNo, share_price: 500, shares_total: 10, ...overrides });
  if (response.statusCode !== 201) throw new Error(`create session: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function join(t: TestContext, who: LoginResult, token: string): Promise<LottoPartyGroup> {
  const response = await lp(t, who, 'POST', `/group/token/${token}/member`);
  if (response.statusCode !== 200) throw new Error(`join: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Buys `quantity` shares of the session through the purchase ("buy now" items). */
export function buyShares(t: TestContext, who: LoginResult, sessionId: string, quantity: number) {
  return asCustomer(t, who.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [{ product_type: 'social_syndicate_share', key: sessionId, quantity }] } });
}
