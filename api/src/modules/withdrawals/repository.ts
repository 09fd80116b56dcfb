import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { withdrawalAccounts, withdrawals } from '../../db/schema';

export type WithdrawalAccountRecord = typeof withdrawalAccounts.$inferSelect;
export type WithdrawalRecord = typeof withdrawals.$inferSelect;

export async function insertAccount(db: Executor, values: typeof withdrawalAccounts.$inferInsert): Promise<WithdrawalAccountRecord> {
  const [row] = await db.insert(withdrawalAccounts).values(values).returning();
  return row!;
}

/** The customer's accounts, oldest first, removed ones too (their past withdrawals still name them). */
export async function listAccounts(db: Executor, customerId: string): Promise<WithdrawalAccountRecord[]> {
  return db.select().from(withdrawalAccounts).where(eq(withdrawalAccounts.customerId, customerId)).orderBy(asc(withdrawalAccounts.createdAt), asc(withdrawalAccounts.id));
}

/** One of the customer's accounts not removed; another customer's is null. */
export async function findAccount(db: Executor, customerId: string, id: string): Promise<WithdrawalAccountRecord | null> {
  const [row] = await db.select().from(withdrawalAccounts).where(and(eq(withdrawalAccounts.id, id), eq(withdrawalAccounts.customerId, customerId), isNull(withdrawalAccounts.removedAt)));
  return row ?? null;
}

export async function markAccountRemoved(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(withdrawalAccounts).set({ removedAt: at }).where(eq(withdrawalAccounts.id, id));
}

/** Whether a withdrawal to the account is still to be paid (pending, or being paid). */
export async function hasUnsettledWithdrawal(db: Executor, accountId: string): Promise<boolean> {
  const [row] = await db.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.accountId, accountId), inArray(withdrawals.status, ['pending', 'processing']))).limit(1);
  return row !== undefined;
}

export async function findAccountById(db: Executor, id: string): Promise<WithdrawalAccountRecord> {
  const [row] = await db.select().from(withdrawalAccounts).where(eq(withdrawalAccounts.id, id));
  return row!;
}

export async function insertWithdrawal(db: Executor, values: typeof withdrawals.$inferInsert): Promise<void> {
  await db.insert(withdrawals).values(values);
}

export async function updateWithdrawal(db: Executor, id: string, values: Partial<typeof withdrawals.$inferInsert>): Promise<void> {
  await db.update(withdrawals).set(values).where(eq(withdrawals.id, id));
}

/** A withdrawal by id (only the customer's when `customerId` is given), locked when asked. */
export async function findWithdrawal(db: Executor, id: string, options: { customerId?: string; lock?: boolean } = {}): Promise<WithdrawalRecord | null> {
  const where = options.customerId === undefined ? eq(withdrawals.id, id) : and(eq(withdrawals.id, id), eq(withdrawals.customerId, options.customerId));
  const query = db.select().from(withdrawals).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findWithdrawalByTransaction(db: Executor, customerId: string, holdTransactionId: string): Promise<WithdrawalRecord | null> {
  const [row] = await db.select().from(withdrawals).where(and(eq(withdrawals.holdTransactionId, holdTransactionId), eq(withdrawals.customerId, customerId)));
  return row ?? null;
}

export async function listWithdrawals(db: Executor, customerId: string, limit: number): Promise<WithdrawalRecord[]> {
  return db.select().from(withdrawals).where(eq(withdrawals.customerId, customerId)).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(limit);
}

/**
 * Claims the oldest withdrawal due for payout: pending, or processing with its lease over (a run that
 * died mid-payout). SKIP LOCKED lets runs on several instances claim different rows; the claim moves it
 * to processing with a fresh lease and commits before the gateway is asked.
 */
export async function claimDueWithdrawal(db: Executor, at: Date, leaseUntil: Date): Promise<WithdrawalRecord | null> {
  const [due] = await db
    .select()
    .from(withdrawals)
    .where(or(eq(withdrawals.status, 'pending'), and(eq(withdrawals.status, 'processing'), lt(withdrawals.leaseUntil, at))))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return null;
  await db.update(withdrawals).set({ status: 'processing', leaseUntil, attempts: sql`${withdrawals.attempts} + 1`, updatedAt: at }).where(eq(withdrawals.id, due.id));
  return { ...due, status: 'processing', leaseUntil, attempts: due.attempts + 1, updatedAt: at };
}

/** Withdrawals in `status` with the account each goes to, oldest first (the manual payout queue). */
export async function listQueuedWithdrawals(db: Executor, status: 'pending' | 'processing', limit: number) {
  return db
    .select({ withdrawal: withdrawals, account: withdrawalAccounts })
    .from(withdrawals)
    .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawals.accountId))
    .where(eq(withdrawals.status, status))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(limit);
}
