import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { Executor } from '../../db/client';
import { spendLimits } from '../../db/schema';
import type { SpendLimitRecord } from './rules';

const columns = {
  id: spendLimits.id,
  period: spendLimits.period,
  limit: spendLimits.limitCents,
  pendingLimit: spendLimits.pendingLimitCents,
  pendingEffectiveAt: spendLimits.pendingEffectiveAt,
};

type Row = { id: string; period: SpendLimitPeriod; limit: number; pendingLimit: number | null; pendingEffectiveAt: Date | null };

function toRecord(row: Row): SpendLimitRecord {
  return {
    id: row.id,
    period: row.period,
    limit: Number(row.limit),
    pending: row.pendingEffectiveAt ? { limit: row.pendingLimit === null ? null : Number(row.pendingLimit), effectiveAt: row.pendingEffectiveAt } : null,
  };
}

/** The customer's stored limits as they are in the table (pending changes not yet applied). */
export async function listSpendLimits(db: Executor, customerId: string): Promise<SpendLimitRecord[]> {
  const rows = await db.select(columns).from(spendLimits).where(eq(spendLimits.customerId, customerId));
  return rows.map(toRecord);
}

/** Writes pending changes whose cooling-off period has ended: due removals are deleted, due raises become the limit. */
export async function applyDueChanges(db: Executor, customerId: string, now: Date): Promise<void> {
  const mine = eq(spendLimits.customerId, customerId);
  const due = lte(spendLimits.pendingEffectiveAt, now);
  await db.delete(spendLimits).where(and(mine, due, isNull(spendLimits.pendingLimitCents)));
  await db
    .update(spendLimits)
    .set({ limitCents: sql`${spendLimits.pendingLimitCents}`, pendingLimitCents: null, pendingEffectiveAt: null, updatedAt: now })
    .where(and(mine, due));
}

export async function insertSpendLimit(db: Executor, values: { id: string; customerId: string; period: SpendLimitPeriod; limit: number; at: Date }): Promise<void> {
  await db.insert(spendLimits).values({ id: values.id, customerId: values.customerId, period: values.period, limitCents: values.limit, createdAt: values.at, updatedAt: values.at });
}

/** Sets the limit in force and the pending change (null: none) of one limit. */
export async function updateSpendLimit(db: Executor, id: string, values: { limit: number; pending: { limit: number | null; effectiveAt: Date } | null; at: Date }): Promise<void> {
  await db
    .update(spendLimits)
    .set({ limitCents: values.limit, pendingLimitCents: values.pending?.limit ?? null, pendingEffectiveAt: values.pending?.effectiveAt ?? null, updatedAt: values.at })
    .where(eq(spendLimits.id, id));
}
