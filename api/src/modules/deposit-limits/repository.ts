import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { Executor } from '../../db/client';
import { depositLimits } from '../../db/schema';
import type { SpendLimitRecord } from '../spend-limits/rules';

// A deposit limit is stored and changed as a spend limit is, so it is read into the same record the spend limits' rules take.
const columns = {
  id: depositLimits.id,
  period: depositLimits.period,
  limit: depositLimits.limitCents,
  pendingLimit: depositLimits.pendingLimitCents,
  pendingEffectiveAt: depositLimits.pendingEffectiveAt,
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

export async function listDepositLimits(db: Executor, customerId: string): Promise<SpendLimitRecord[]> {
  return (await db.select(columns).from(depositLimits).where(eq(depositLimits.customerId, customerId))).map(toRecord);
}

/** Writes pending changes whose cooling-off period has ended: due removals are deleted, due raises become the limit. */
export async function applyDueChanges(db: Executor, customerId: string, now: Date): Promise<void> {
  const mine = eq(depositLimits.customerId, customerId);
  const due = lte(depositLimits.pendingEffectiveAt, now);
  await db.delete(depositLimits).where(and(mine, due, isNull(depositLimits.pendingLimitCents)));
  await db
    .update(depositLimits)
    .set({ limitCents: sql`${depositLimits.pendingLimitCents}`, pendingLimitCents: null, pendingEffectiveAt: null, updatedAt: now })
    .where(and(mine, due));
}

export async function insertDepositLimit(db: Executor, values: { id: string; customerId: string; period: SpendLimitPeriod; limit: number; at: Date }): Promise<void> {
  await db.insert(depositLimits).values({ id: values.id, customerId: values.customerId, period: values.period, limitCents: values.limit, createdAt: values.at, updatedAt: values.at });
}

export async function updateDepositLimit(db: Executor, id: string, values: { limit: number; pending: { limit: number | null; effectiveAt: Date } | null; at: Date }): Promise<void> {
  await db
    .update(depositLimits)
    .set({ limitCents: values.limit, pendingLimitCents: values.pending?.limit ?? null, pendingEffectiveAt: values.pending?.effectiveAt ?? null, updatedAt: values.at })
    .where(eq(depositLimits.id, id));
}
