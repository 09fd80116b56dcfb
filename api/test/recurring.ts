// Builders for the recurring-purchase suites: autoplay lines, the v3.3 header, run helpers.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Autoplay } from '@drawfront/shared/contract/recurring';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Database } from '../src/db/client';
import { recurringPurchases, tickets } from '../src/db/schema';
import { depositToWallet } from '../src/modules/ledger/service';
import { STARBURST_GAME, starburstLine } from './carts';
import { asCustomer } from './customers';
import type { TestContext } from './helper';

export const V33 = { 'x-api-version': '3.3' };

/** A Thursday Starburst autoplay line ($1.40 a draw), optionally "Jackpots $X and over". */
export function autoplayLine(overrides: Record<string, unknown> = {}) {
  return starburstLine({ num_draws: 'autoplay', recurring_purchase: { enabled: true, type: 'autoplay' }, games: [STARBURST_GAME], ...overrides });
}

/** Buys `items` now from the wallet; fails the test on any refusal. */
export async function buyNow(t: TestContext, session: LoginResult, items: Record<string, unknown>[]) {
  const response = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': `k-${Math.random().toString(36).slice(2)}-${Date.now()}` }, payload: { items } });
  if (response.statusCode !== 201) throw new Error(`purchase: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function autoplays(t: TestContext, session: LoginResult): Promise<Autoplay[]> {
  const response = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/autoplay', headers: V33 });
  if (response.statusCode !== 200) throw new Error(`autoplays: ${response.statusCode} ${response.body}`);
  return response.json().autoplays;
}

export async function ticketCount(t: TestContext, customerId: string, drawId?: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(tickets).where(and(eq(tickets.customerId, customerId), drawId === undefined ? undefined : eq(tickets.drawId, drawId)));
  return row!.n;
}

export async function recordOf(t: TestContext, id: string) {
  const [row] = await t.database.db.select().from(recurringPurchases).where(eq(recurringPurchases.id, id));
  return row!;
}

/**
 * Autoplays straight into the table (volume and race tests): one Starburst game per customer, live from
 * `firstDrawNo`, charged from the wallet.
 */
export async function insertAutoplays(db: Database, input: { offerId: number; firstDrawNo: number; customerIds: string[]; minimumJackpotCents?: number | null }): Promise<string[]> {
  const at = new Date();
  const rows = input.customerIds.map((customerId) => ({
    id: randomUUID(),
    customerId,
    siteKey: 'drawfront',
    kind: 'autoplay' as const,
    offerId: input.offerId,
    gameType: 'standard' as const,
    gameOfferKey: 'thursday-starburst-standard',
    games: [STARBURST_GAME],
    quickpick: false,
    firstDrawNo: input.firstDrawNo,
    minimumJackpotCents: input.minimumJackpotCents ?? null,
    status: 'recurring_status_active' as const,
    createdAt: at,
    updatedAt: at,
  }));
  for (let start = 0; start < rows.length; start += 1_000) await db.insert(recurringPurchases).values(rows.slice(start, start + 1_000));
  return rows.map((row) => row.id);
}

/** Deposits `cents` into each wallet through the ledger service (one deposit each). */
export async function fundAll(db: Database, customerIds: string[], cents: number): Promise<void> {
  for (const customerId of customerIds) {
    await db.transaction((tx) => depositToWallet(tx, { customerId, amount: cents, currency: 'AUD', reference: `test-deposit-${randomUUID()}`, at: new Date() }));
  }
}
