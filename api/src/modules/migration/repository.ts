import { and, asc, eq, sql } from 'drizzle-orm';
import type { MigrationStatus } from '@drawfront/shared/contract/migration';
import type { Executor } from '../../db/client';
import { customerMigrations } from '../../db/schema';

export type MigrationRow = typeof customerMigrations.$inferSelect;

/** The status the customer sees (groups spec §3): no row is `ineligible`; an eligible row says soft or hard. */
export function statusOf(row: Pick<MigrationRow, 'eligibility' | 'state'> | null | undefined): MigrationStatus {
  if (!row) return 'ineligible';
  if (row.state === 'eligible') return row.eligibility === 'hard' ? 'eligible_hard' : 'eligible_soft';
  return row.state;
}

export async function findMigration(executor: Executor, customerId: string, options: { lock?: boolean } = {}): Promise<MigrationRow | null> {
  const query = executor.select().from(customerMigrations).where(eq(customerMigrations.customerId, customerId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function startMigration(executor: Executor, customerId: string, at: Date): Promise<void> {
  await executor
    .update(customerMigrations)
    .set({ state: 'in_progress', termsAcceptedAt: at, requestedAt: at, failure: null, attempts: sql`${customerMigrations.attempts} + 1`, updatedAt: at })
    .where(eq(customerMigrations.customerId, customerId));
}

/** Clears a failure once it has been answered, so the next call starts a new attempt. */
export async function clearFailure(executor: Executor, customerId: string, at: Date): Promise<void> {
  await executor.update(customerMigrations).set({ failure: null, updatedAt: at }).where(eq(customerMigrations.customerId, customerId));
}

/** The oldest migration waiting to run, locked; another instance's job skips it (SKIP LOCKED). */
export async function claimPending(executor: Executor): Promise<MigrationRow | null> {
  const [row] = await executor
    .select()
    .from(customerMigrations)
    .where(eq(customerMigrations.state, 'in_progress'))
    .orderBy(asc(customerMigrations.requestedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function finishMigration(executor: Executor, customerId: string, outcome: { ok: true } | { ok: false; reason: string }, at: Date): Promise<void> {
  const set = outcome.ok ? { state: 'migrated' as const, completedAt: at, failure: null, updatedAt: at } : { state: 'eligible' as const, failure: outcome.reason, updatedAt: at };
  await executor.update(customerMigrations).set(set).where(and(eq(customerMigrations.customerId, customerId), eq(customerMigrations.state, 'in_progress')));
}
