import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { Executor } from '../../db/client';
import type { depositLimits, spendLimits } from '../../db/schema';
import type { PeriodLimitRecord } from './cooling-off';

/** The tables that hold customer limits per period; they share one shape (limit, pending limit, when it applies). */
export type PeriodLimitTable = typeof spendLimits | typeof depositLimits;

type Row = { id: string; period: SpendLimitPeriod; limit: number; pendingLimit: number | null; pendingEffectiveAt: Date | null };

function toRecord(row: Row): PeriodLimitRecord {
  return {
    id: row.id,
    period: row.period,
    limit: Number(row.limit),
    pending: row.pendingEffectiveAt ? { limit: row.pendingLimit === null ? null : Number(row.pendingLimit), effectiveAt: row.pendingEffectiveAt } : null,
  };
}

export type PeriodLimitStore = ReturnType<typeof periodLimitStore>;

/**
 * Reads and writes one limits table (the SQL of the spend-limits and deposit-limits tables: each module's own
 * repository makes its store from it); the cooling-off rules that decide what to write live in `cooling-off.ts`.
 */
export function periodLimitStore(limits: PeriodLimitTable) {
  // Both tables have the same columns, so one query builder serves them; drizzle's types cannot follow a
  // union of tables through update().set(), hence the one cast.
  const table = limits as typeof spendLimits;
  const columns = { id: table.id, period: table.period, limit: table.limitCents, pendingLimit: table.pendingLimitCents, pendingEffectiveAt: table.pendingEffectiveAt };

  return {
    /** The customer's stored limits as they are in the table (pending changes not yet applied). */
    async list(db: Executor, customerId: string): Promise<PeriodLimitRecord[]> {
      return (await db.select(columns).from(table).where(eq(table.customerId, customerId))).map(toRecord);
    },

    /** `list` for many customers in one statement, keyed by customer id (a customer without limits: an empty list). */
    async listOf(db: Executor, customerIds: readonly string[]): Promise<Map<string, PeriodLimitRecord[]>> {
      const found = new Map<string, PeriodLimitRecord[]>(customerIds.map((id) => [id, []]));
      if (customerIds.length === 0) return found;
      const rows = await db.select({ customerId: table.customerId, ...columns }).from(table).where(inArray(table.customerId, [...customerIds]));
      for (const { customerId, ...row } of rows) found.get(customerId)?.push(toRecord(row));
      return found;
    },

    /** Writes pending changes whose cooling-off period has ended: due removals are deleted, due raises become the limit. */
    async applyDueChanges(db: Executor, customerId: string, now: Date): Promise<void> {
      const mine = eq(table.customerId, customerId);
      const due = lte(table.pendingEffectiveAt, now);
      await db.delete(table).where(and(mine, due, isNull(table.pendingLimitCents)));
      await db
        .update(table)
        .set({ limitCents: sql`${table.pendingLimitCents}`, pendingLimitCents: null, pendingEffectiveAt: null, updatedAt: now })
        .where(and(mine, due));
    },

    async insert(db: Executor, values: { id: string; customerId: string; period: SpendLimitPeriod; limit: number; at: Date }): Promise<void> {
      await db.insert(table).values({ id: values.id, customerId: values.customerId, period: values.period, limitCents: values.limit, createdAt: values.at, updatedAt: values.at });
    },

    /** Sets the limit in force and the pending change (null: none) of one limit. */
    async update(db: Executor, id: string, values: { limit: number; pending: { limit: number | null; effectiveAt: Date } | null; at: Date }): Promise<void> {
      await db
        .update(table)
        .set({ limitCents: values.limit, pendingLimitCents: values.pending?.limit ?? null, pendingEffectiveAt: values.pending?.effectiveAt ?? null, updatedAt: values.at })
        .where(eq(table.id, id));
    },
  };
}
