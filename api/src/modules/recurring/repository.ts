import { and, asc, count, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { GameType, ProductType } from '@drawfront/shared/contract/catalogue';
import type { LastAttemptStatus, PaymentResolutionAction } from '@drawfront/shared/rules/recurring-status';
import type { Executor } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import type { RowColumn } from '../../db/insert-rows';
import { draws, paymentResolutions, productOffers, recurringPurchases, recurringRuns } from '../../db/schema';
import type { RecurringKind, RunOutcome } from '../../db/schema';

export type RecurringRow = typeof recurringPurchases.$inferSelect;
export type NewRecurringRow = typeof recurringPurchases.$inferInsert;

/** A record with what its pages and runs need of its offer. */
export interface RecordWithOffer extends RecurringRow {
  offer: { key: string; name: string; type: ProductType; currency: string; gameTypes: GameType[]; availability: string; suspended: boolean };
}

const offerColumns = {
  key: productOffers.key,
  name: productOffers.name,
  type: productOffers.type,
  currency: productOffers.currency,
  gameTypes: productOffers.gameTypes,
  availability: productOffers.availability,
  suspended: productOffers.suspended,
};

export async function insertRecords(db: Executor, rows: NewRecurringRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(recurringPurchases).values(rows);
}

export async function listRecords(db: Executor, customerId: string, kinds: RecurringKind[], limit: number, offset: number, offerKeys?: string[]): Promise<{ rows: RecordWithOffer[]; total: number }> {
  const where = and(
    eq(recurringPurchases.customerId, customerId),
    inArray(recurringPurchases.kind, kinds),
    // Cancelled records leave the lists (storefront §4); they can still be read one by one.
    notInArray(recurringPurchases.status, ['recurring_status_cancelled', 'cancelled']),
    offerKeys && offerKeys.length > 0 ? inArray(productOffers.key, offerKeys) : undefined,
  );
  const rows = await db
    .select({ record: recurringPurchases, offer: offerColumns })
    .from(recurringPurchases)
    .innerJoin(productOffers, eq(productOffers.id, recurringPurchases.offerId))
    .where(where)
    .orderBy(desc(recurringPurchases.seq))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(recurringPurchases).innerJoin(productOffers, eq(productOffers.id, recurringPurchases.offerId)).where(where);
  return { rows: rows.map((row) => ({ ...row.record, offer: row.offer })), total: total?.n ?? 0 };
}

/** The customer's record of one of `kinds`, or null (another customer's record is not found either). */
export async function findRecord(db: Executor, customerId: string, id: string, kinds: RecurringKind[], lock = false): Promise<RecordWithOffer | null> {
  const query = db
    .select({ record: recurringPurchases, offer: offerColumns })
    .from(recurringPurchases)
    .innerJoin(productOffers, eq(productOffers.id, recurringPurchases.offerId))
    .where(and(eq(recurringPurchases.id, id), eq(recurringPurchases.customerId, customerId), inArray(recurringPurchases.kind, kinds)));
  const [row] = lock ? await query.for('update', { of: recurringPurchases }) : await query;
  return row ? { ...row.record, offer: row.offer } : null;
}

/**
 * Locks the records of a batch of runs, skipping those another runner holds (that runner is charging them):
 * answers the records this transaction now holds, keyed by id.
 */
export async function claimRecords(tx: Executor, ids: readonly string[]): Promise<Map<string, RecordWithOffer>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(recurringPurchases)
    .where(inArray(recurringPurchases.id, [...ids]))
    .for('update', { skipLocked: true });
  // The offers once for the batch (a draw's records mostly share one), not once per record.
  const offerIds = [...new Set(rows.map((row) => row.offerId))];
  const offers = new Map(
    offerIds.length === 0 ? [] : (await tx.select({ id: productOffers.id, ...offerColumns }).from(productOffers).where(inArray(productOffers.id, offerIds))).map(({ id, ...offer }) => [id, offer] as const),
  );
  return new Map(rows.map((row) => [row.id, { ...row, offer: offers.get(row.offerId)! }]));
}

export async function updateRecord(db: Executor, id: string, values: Partial<NewRecurringRow>): Promise<void> {
  await db.update(recurringPurchases).set(values).where(eq(recurringPurchases.id, id));
}

/** A (record, draw) pair the runner should look at now. */
export interface DuePair {
  recurringPurchaseId: string;
  drawId: number;
  customerId: string;
  fundKind: string;
}

/**
 * Pairs due at `now`: autoplays and subscriptions live at `now` (active, a timed pause that has ended, or held by
 * a limit) for every open draw of their offer whose sales stop within `leadMs`; scheduled purchases for their draw
 * once it is open for sale. A pair already purchased, skipped or hard-failed is done; a soft failure or a limit
 * hold comes back at its `next_try_at`.
 */
export async function duePairs(db: Executor, now: Date, leadMs: number, limit: number, customerId?: string): Promise<DuePair[]> {
  const horizon = new Date(now.getTime() + leadMs);
  const result = await db.execute(sql`
    select rp.id as "recurringPurchaseId", d.id as "drawId", rp.customer_id as "customerId", rp.fund_kind as "fundKind"
    from ${recurringPurchases} rp
    join ${draws} d on d.offer_id = rp.offer_id
    left join ${recurringRuns} r on r.recurring_purchase_id = rp.id and r.draw_id = d.id
    where d.status = 'DRAW_OPEN' and d.purchase_status = 'open' and d.stop > ${now.toISOString()}::timestamptz
      and (
        (rp.kind <> 'scheduled' and d.stop <= ${horizon.toISOString()}::timestamptz and d.draw_no >= rp.first_draw_no
          and (rp.status = 'recurring_status_active'
            or (rp.status = 'recurring_status_timed_pause' and rp.paused_until <= ${now.toISOString()}::timestamptz)
            or (rp.status = 'recurring_status_paused' and rp.pause_reason = 'limit_reached')))
        or (rp.kind = 'scheduled' and rp.status = 'active' and d.id = rp.draw_id)
      )
      and (r.outcome is null or (r.outcome in ('soft_failure', 'limit_reached') and r.next_try_at <= ${now.toISOString()}::timestamptz))
      ${customerId ? sql`and rp.customer_id = ${customerId}` : sql``}
    order by d.stop, rp.seq
    limit ${limit}`);
  return (result as unknown as { rows: DuePair[] }).rows ?? (result as unknown as DuePair[]);
}

/** Records held by a limit whose reset has passed become active again (the limit said when it resets). */
export async function resumeLimitPauses(db: Executor, now: Date): Promise<number> {
  const resumed = await db
    .update(recurringPurchases)
    .set({ status: 'recurring_status_active', pauseReason: null, limitPause: null, updatedAt: now })
    .where(
      and(
        eq(recurringPurchases.status, 'recurring_status_paused'),
        eq(recurringPurchases.pauseReason, 'limit_reached'),
        sql`(${recurringPurchases.limitPause}->>'resetsAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: recurringPurchases.id });
  return resumed.length;
}

export type RunRow = typeof recurringRuns.$inferSelect;

export async function findRun(db: Executor, recurringPurchaseId: string, drawId: number): Promise<RunRow | null> {
  const [row] = await db.select().from(recurringRuns).where(and(eq(recurringRuns.recurringPurchaseId, recurringPurchaseId), eq(recurringRuns.drawId, drawId)));
  return row ?? null;
}

/** The run rows of many (record, draw) pairs in one read, keyed by `pairKey`. */
export async function findRuns(db: Executor, pairs: readonly { recurringPurchaseId: string; drawId: number }[]): Promise<Map<string, RunRow>> {
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(recurringRuns)
    .where(
      and(
        inArray(recurringRuns.recurringPurchaseId, [...new Set(pairs.map((pair) => pair.recurringPurchaseId))]),
        inArray(recurringRuns.drawId, [...new Set(pairs.map((pair) => pair.drawId))]),
      ),
    );
  const wanted = new Set(pairs.map(pairKey));
  return new Map(rows.map((row) => [pairKey(row), row] as const).filter(([key]) => wanted.has(key)));
}

/** A (record, draw) pair's key in maps. */
export function pairKey(pair: { recurringPurchaseId: string; drawId: number }): string {
  return `${pair.recurringPurchaseId}:${pair.drawId}`;
}

export type RunValues = { recurringPurchaseId: string; drawId: number; outcome: RunOutcome; failures: number; nextTryAt: Date | null; checkoutId: string | null; detail: string | null; updatedAt: Date };

/** Writes many pairs' run rows in one statement (inserted, or replacing the pair's earlier attempt). */
export async function saveRuns(db: Executor, rows: readonly RunValues[]): Promise<void> {
  await insertRows(
    db,
    recurringRuns,
    runColumns,
    rows,
    sql`on conflict (recurring_purchase_id, draw_id) do update set outcome = excluded.outcome, failures = excluded.failures, next_try_at = excluded.next_try_at,
      checkout_id = excluded.checkout_id, detail = excluded.detail, updated_at = excluded.updated_at`,
  );
}

const runColumns: RowColumn<RunValues>[] = [
  { column: recurringRuns.recurringPurchaseId, type: 'uuid', value: (row) => row.recurringPurchaseId },
  { column: recurringRuns.drawId, type: 'integer', value: (row) => row.drawId },
  { column: recurringRuns.outcome, type: 'text', value: (row) => row.outcome },
  { column: recurringRuns.failures, type: 'integer', value: (row) => row.failures },
  { column: recurringRuns.nextTryAt, type: 'timestamptz', value: (row) => row.nextTryAt },
  { column: recurringRuns.checkoutId, type: 'uuid', value: (row) => row.checkoutId },
  { column: recurringRuns.detail, type: 'text', value: (row) => row.detail },
  { column: recurringRuns.updatedAt, type: 'timestamptz', value: (row) => row.updatedAt },
];

/** The same change to many records in one statement (a batch's purchased runs). */
export async function updateRecords(db: Executor, ids: readonly string[], values: Partial<NewRecurringRow>): Promise<void> {
  if (ids.length > 0) await db.update(recurringPurchases).set(values).where(inArray(recurringPurchases.id, [...ids]));
}

export async function saveRun(db: Executor, row: RunValues): Promise<void> {
  await saveRuns(db, [row]);
}

/** A draw as a run needs it. */
export interface RunDraw {
  id: number;
  drawNo: number;
  stop: Date;
  drawDate: Date;
  status: string;
  purchaseStatus: string;
  prizePoolCents: number | null;
}

export async function findRunDraw(db: Executor, drawId: number): Promise<RunDraw | null> {
  const [row] = await db
    .select({ id: draws.id, drawNo: draws.drawNo, stop: draws.stop, drawDate: draws.drawDate, status: draws.status, purchaseStatus: draws.purchaseStatus, prizePoolCents: draws.prizePoolCents })
    .from(draws)
    .where(eq(draws.id, drawId));
  return row ?? null;
}

/** The next open draw of each offer from `fromDrawNo` on (what a record's next run is for), keyed by offer id. */
export async function nextDraws(db: Executor, offerIds: number[], now: Date): Promise<Map<number, RunDraw[]>> {
  const found = new Map<number, RunDraw[]>();
  if (offerIds.length === 0) return found;
  const rows = await db
    .select({ offerId: draws.offerId, id: draws.id, drawNo: draws.drawNo, stop: draws.stop, drawDate: draws.drawDate, status: draws.status, purchaseStatus: draws.purchaseStatus, prizePoolCents: draws.prizePoolCents })
    .from(draws)
    .where(and(inArray(draws.offerId, [...new Set(offerIds)]), gt(draws.stop, now), eq(draws.status, 'DRAW_OPEN')))
    .orderBy(asc(draws.stop));
  for (const { offerId, ...draw } of rows) found.set(offerId, [...(found.get(offerId) ?? []), draw]);
  return found;
}

export async function findDrawById(db: Executor, drawId: number): Promise<RunDraw | null> {
  return findRunDraw(db, drawId);
}

export async function insertResolution(db: Executor, row: { id: string; customerId: string; recurringPurchaseId: string; action: PaymentResolutionAction; message: string; createdAt: Date }): Promise<void> {
  await db.insert(paymentResolutions).values(row);
}

export async function listOpenResolutions(db: Executor, customerId: string) {
  return db
    .select()
    .from(paymentResolutions)
    .where(and(eq(paymentResolutions.customerId, customerId), isNull(paymentResolutions.resolvedAt)))
    .orderBy(desc(paymentResolutions.createdAt));
}

export async function resolveResolutions(db: Executor, recurringPurchaseId: string, at: Date): Promise<void> {
  await db.update(paymentResolutions).set({ resolvedAt: at }).where(and(eq(paymentResolutions.recurringPurchaseId, recurringPurchaseId), isNull(paymentResolutions.resolvedAt)));
}

/**
 * Cancels every live autoplay, subscription and scheduled purchase of a customer, each in its kind's own
 * status, and settles their open payment resolutions (a cancelled record needs none). The ids cancelled.
 */
export async function cancelLiveRecords(db: Executor, customerId: string, at: Date): Promise<string[]> {
  const cancelled = await db
    .update(recurringPurchases)
    .set({ status: sql`case when ${recurringPurchases.kind} = 'scheduled' then 'cancelled' else 'recurring_status_cancelled' end`, pausedUntil: null, updatedAt: at })
    .where(and(eq(recurringPurchases.customerId, customerId), notInArray(recurringPurchases.status, ['recurring_status_cancelled', 'cancelled'])))
    .returning({ id: recurringPurchases.id });
  const ids = cancelled.map((row) => row.id);
  if (ids.length > 0) await db.update(paymentResolutions).set({ resolvedAt: at }).where(and(inArray(paymentResolutions.recurringPurchaseId, ids), isNull(paymentResolutions.resolvedAt)));
  return ids;
}

export type { LastAttemptStatus };

/** An offer of the site that may be bought as a subscription or autoplay, with its coming open draws (the calendar). */
export async function findCalendarOffer(db: Executor, siteKey: string, offerKey: string, now: Date, limit: number) {
  const [offer] = await db
    .select({ id: productOffers.id, name: productOffers.name, type: productOffers.type, currency: productOffers.currency, gameTypes: productOffers.gameTypes, recurringPurchase: productOffers.recurringPurchase })
    .from(productOffers)
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.key, offerKey), eq(productOffers.availability, 'available'), eq(productOffers.suspended, false)))
    .limit(1);
  if (!offer || !offer.recurringPurchase || offer.recurringPurchase.availability === 'never') return null;
  const coming = await db
    .select({ drawNo: draws.drawNo, drawDate: draws.drawDate, stop: draws.stop, name: draws.name, purchaseStatus: draws.purchaseStatus })
    .from(draws)
    .where(and(eq(draws.offerId, offer.id), gt(draws.stop, now), eq(draws.status, 'DRAW_OPEN'), inArray(draws.purchaseStatus, ['open', 'pre_order'])))
    .orderBy(asc(draws.stop))
    .limit(limit);
  return { ...offer, draws: coming };
}
