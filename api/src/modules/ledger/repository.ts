import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { LedgerAccountKind, LedgerTransactionKind } from '../../db/schema';

export interface WalletRow {
  id: number;
  balance: number;
  currency: string;
}

/** The id of a system account (house revenue, gateway clearing) in `currency`, created on first use. */
export async function systemAccount(db: Executor, kind: Exclude<LedgerAccountKind, 'customer_wallet'>, currency: string): Promise<number> {
  await db.insert(ledgerAccounts).values({ kind, currency }).onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.customerId)));
  return row!.id;
}

/** A system account's id when it exists (no write), for callers that remember it. */
export async function findSystemAccount(db: Executor, kind: Exclude<LedgerAccountKind, 'customer_wallet'>, currency: string): Promise<number | null> {
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.customerId)));
  return row?.id ?? null;
}

export async function openWallet(db: Executor, customerId: string, currency: string): Promise<void> {
  await db.insert(ledgerAccounts).values({ kind: 'customer_wallet', customerId, currency }).onConflictDoNothing({ target: ledgerAccounts.customerId });
}

/** The customer's wallet row, locked until the transaction ends (`SELECT … FOR UPDATE`): money decisions on it are serialised. */
export async function lockWallet(db: Executor, customerId: string): Promise<WalletRow | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.customerId, customerId))
    .for('update');
  return row ?? null;
}

/**
 * The customer's wallet, locked (see `lockWallet`), opened first if the customer has none yet. Every
 * customer gets a wallet at sign-up, so this is one statement in the common case.
 */
export async function lockOrOpenWallet(db: Executor, customerId: string, currency: string): Promise<WalletRow> {
  const wallet = await lockWallet(db, customerId);
  if (wallet) return wallet;
  await openWallet(db, customerId, currency);
  return (await lockWallet(db, customerId))!;
}

export async function walletBalance(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId));
  return Number(row?.balance ?? 0);
}

export async function insertTransaction(db: Executor, values: { id: string; kind: LedgerTransactionKind; reference: string; description: string; createdAt: Date }): Promise<void> {
  await db.insert(ledgerTransactions).values(values);
}

export async function insertEntries(db: Executor, entries: { transactionId: string; accountId: number; amount: number }[]): Promise<{ accountId: number; balanceAfter: number }[]> {
  const rows = await db.insert(ledgerEntries).values(entries).returning({ accountId: ledgerEntries.accountId, balanceAfter: ledgerEntries.balanceAfter });
  return rows.map((row) => ({ accountId: row.accountId, balanceAfter: Number(row.balanceAfter) }));
}

/** Money a wallet paid out in transactions of `kind` since `since` (a positive number). */
export async function walletDebitsSince(db: Executor, customerId: string, kind: LedgerTransactionKind, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.customerId, customerId), eq(ledgerTransactions.kind, kind), gte(ledgerTransactions.createdAt, since)));
  return Number(row?.total ?? 0);
}

/**
 * What the wallet paid out for `kind` since each of `starts`, in one pass over the customer's entries
 * (a purchase checks the day, the week and the month at once, inside its transaction).
 */
export async function walletDebitsSinceEach(db: Executor, customerId: string, kind: LedgerTransactionKind, starts: readonly Date[]): Promise<number[]> {
  if (starts.length === 0) return [];
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns = Object.fromEntries(
    starts.map((start, index) => [`s${index}`, sql<string | number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.createdAt} >= ${start.toISOString()}::timestamptz), 0)`]),
  );
  const [row] = await db
    .select(columns)
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.customerId, customerId), eq(ledgerTransactions.kind, kind), gte(ledgerTransactions.createdAt, earliest)));
  return starts.map((_, index) => Number((row as Record<string, string | number> | undefined)?.[`s${index}`] ?? 0));
}

export interface WalletMovement {
  transactionId: string;
  kind: LedgerTransactionKind;
  amount: number;
  balanceAfter: number;
  description: string;
  reference: string;
  createdAt: Date;
}

export async function listWalletMovements(db: Executor, customerId: string, limit: number, offset: number): Promise<{ rows: WalletMovement[]; total: number }> {
  const where = eq(ledgerAccounts.customerId, customerId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        transactionId: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        description: ledgerTransactions.description,
        reference: ledgerTransactions.reference,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(ledgerEntries).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId)).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, amount: Number(row.amount), balanceAfter: Number(row.balanceAfter) })), total: Number(totalRow?.n ?? 0) };
}

/** The wallet's balance with the prize money credited to it and the withdrawals taken from it (withdrawals negative), in one read. */
export async function walletPrizeMoney(db: Executor, customerId: string): Promise<{ balance: number; prizes: number; withdrawals: number }> {
  const [row] = await db
    .select({
      balance: ledgerAccounts.balance,
      prizes: sql<string | number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} = 'prize'), 0)`,
      withdrawals: sql<string | number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} = 'withdrawal'), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerAccounts.customerId, customerId))
    .groupBy(ledgerAccounts.id);
  return { balance: Number(row?.balance ?? 0), prizes: Number(row?.prizes ?? 0), withdrawals: Number(row?.withdrawals ?? 0) };
}
