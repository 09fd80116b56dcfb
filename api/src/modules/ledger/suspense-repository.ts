// The suspense side of the ledger's repository: the wallets a posting credits, locked with their standing, and
// the record of money held for closed accounts.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, suspendedCredits } from '../../db/schema';
import type { LedgerTransactionKind } from '../../db/schema';

/**
 * Of `accountIds`, the wallets, locked in id order (a wallet already locked by the caller is simply held
 * again), with whose account is closed. Reading `closed_at` on the locked row itself is what makes it
 * exact: a closure in flight holds the same lock, so this waits for it and sees its outcome.
 */
export async function lockWalletsAmong(db: Executor, accountIds: readonly number[]): Promise<{ id: number; customerId: string; currency: string; closedAt: Date | null }[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({ id: ledgerAccounts.id, customerId: ledgerAccounts.customerId, currency: ledgerAccounts.currency, closedAt: ledgerAccounts.closedAt })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, [...accountIds]), eq(ledgerAccounts.kind, 'customer_wallet')))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return rows.map((row) => ({ ...row, customerId: row.customerId! }));
}

/** A credit held in suspense for a closed account, as ops list it. */
export interface SuspendedCredit {
  id: number;
  transactionId: string;
  customerId: string;
  walletAccountId: number;
  suspenseAccountId: number;
  amountCents: number;
  currency: string;
  kind: LedgerTransactionKind;
  reference: string;
  createdAt: Date;
}

export async function insertSuspendedCredits(db: Executor, rows: readonly Omit<SuspendedCredit, 'id'>[]): Promise<void> {
  if (rows.length > 0) await db.insert(suspendedCredits).values([...rows]);
}

/** Suspended credits, newest first. */
export async function listSuspendedCredits(db: Executor, limit: number, offset: number): Promise<SuspendedCredit[]> {
  const rows = await db.select().from(suspendedCredits).orderBy(desc(suspendedCredits.id)).limit(limit).offset(offset);
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) }));
}

