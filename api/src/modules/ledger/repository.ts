import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRowsSql } from '../../db/insert-rows';
import type { RowColumn } from '../../db/insert-rows';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { LedgerAccountKind, LedgerTransactionKind } from '../../db/schema';
import type { MovementFilter, WalletRow } from './wallet';

const walletColumns = { id: ledgerAccounts.id, balance: ledgerAccounts.balance, currency: ledgerAccounts.currency, closedAt: ledgerAccounts.closedAt };

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
    .select(walletColumns)
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

/**
 * The wallets of many customers, locked in customer-id order (two batches that share a customer queue rather
 * than deadlock), each opened first where missing in the currency `opening` gives it; keyed by customer id.
 */
export async function lockOrOpenWallets(db: Executor, opening: ReadonlyMap<string, string>): Promise<Map<string, WalletRow>> {
  const ids = [...opening.keys()].sort();
  const lock = async () =>
    new Map(
      (
        await db
          .select({ customerId: ledgerAccounts.customerId, ...walletColumns })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.customerId, ids))
          .orderBy(asc(ledgerAccounts.customerId))
          .for('update')
      ).map(({ customerId, ...wallet }) => [customerId!, wallet]),
    );
  if (ids.length === 0) return new Map();
  let wallets = await lock();
  const missing = ids.filter((id) => !wallets.has(id));
  if (missing.length > 0) {
    await db.insert(ledgerAccounts).values(missing.map((customerId) => ({ kind: 'customer_wallet' as const, customerId, currency: opening.get(customerId)! }))).onConflictDoNothing({ target: ledgerAccounts.customerId });
    wallets = await lock();
  }
  return wallets;
}

/** Marks the customer's wallet closed (the caller holds its lock): from now on it takes no money in. */
export async function markWalletClosed(db: Executor, customerId: string, at: Date): Promise<void> {
  await db.update(ledgerAccounts).set({ closedAt: at }).where(and(eq(ledgerAccounts.customerId, customerId), isNull(ledgerAccounts.closedAt)));
}

export async function walletBalance(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId));
  return Number(row?.balance ?? 0);
}

/** A ledger transaction's row and its entries, as `insertTransactionsWithEntries` writes them. */
export interface TransactionWithEntries {
  transaction: { id: string; kind: LedgerTransactionKind; reference: string; description: string; createdAt: Date };
  entries: { accountId: number; amount: number }[];
}

const transactionColumns: RowColumn<TransactionWithEntries['transaction']>[] = [
  { column: ledgerTransactions.id, type: 'uuid', value: (row) => row.id },
  { column: ledgerTransactions.kind, type: 'text', value: (row) => row.kind },
  { column: ledgerTransactions.reference, type: 'text', value: (row) => row.reference },
  { column: ledgerTransactions.description, type: 'text', value: (row) => row.description },
  { column: ledgerTransactions.createdAt, type: 'timestamptz', value: (row) => row.createdAt },
];

// In the order given: the entry trigger fills each balance_after row by row.
const entryColumns: RowColumn<{ transactionId: string; accountId: number; amount: number }>[] = [
  { column: ledgerEntries.transactionId, type: 'uuid', value: (row) => row.transactionId },
  { column: ledgerEntries.accountId, type: 'integer', value: (row) => row.accountId },
  { column: ledgerEntries.amount, type: 'bigint', value: (row) => row.amount },
];

/**
 * Inserts transactions and their entries in one statement (one round trip for a whole batch of postings), the
 * entries in the order given; answers, per transaction, each account's balance after its entries, or null for an
 * account that keeps no running balance.
 */
export async function insertTransactionsWithEntries(db: Executor, postings: readonly TransactionWithEntries[]): Promise<{ accountId: number; balanceAfter: number | null }[][]> {
  if (postings.length === 0) return [];
  const transactions = insertRowsSql(ledgerTransactions, transactionColumns, postings.map((posting) => posting.transaction));
  const entries = insertRowsSql(
    ledgerEntries,
    entryColumns,
    postings.flatMap(({ transaction, entries: list }) => list.map((entry) => ({ transactionId: transaction.id, ...entry }))),
    sql`returning transaction_id as "transactionId", account_id as "accountId", balance_after as "balanceAfter"`,
  );
  const result = await db.execute(sql`with posted as (${transactions}) ${entries}`);
  const rows = (result as unknown as { rows?: { transactionId: string; accountId: number; balanceAfter: string | number | null }[] }).rows ?? (result as unknown as { transactionId: string; accountId: number; balanceAfter: string | number | null }[]);
  const byTransaction = new Map<string, { accountId: number; balanceAfter: number | null }[]>(postings.map(({ transaction }) => [transaction.id, []]));
  for (const row of rows) byTransaction.get(row.transactionId)!.push({ accountId: Number(row.accountId), balanceAfter: row.balanceAfter === null ? null : Number(row.balanceAfter) });
  return postings.map(({ transaction }) => byTransaction.get(transaction.id)!);
}

/**
 * An account's balance: the running one where it is kept, else the sum of its entries (house revenue and
 * gateway clearing keep none, so that postings to them never queue on one row).
 */
export async function accountBalance(db: Executor, accountId: number): Promise<number> {
  const result = await db.execute(sql`
    select case when a.keeps_balance then a.balance else (select coalesce(sum(e.amount), 0) from ${ledgerEntries} e where e.account_id = a.id) end as balance
    from ${ledgerAccounts} a where a.id = ${accountId}`);
  const rows = (result as unknown as { rows?: { balance: string | number }[] }).rows ?? (result as unknown as { balance: string | number }[]);
  return Number(rows[0]?.balance ?? 0);
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
  return (await walletDebitsSinceEachOf(db, [customerId], kind, starts)).get(customerId)!;
}

/**
 * `walletDebitsSinceEach` for many customers in one statement (the recurring runner checks a batch's limits at
 * once), keyed by customer id; a customer with no such debits gets zeros.
 */
export async function walletDebitsSinceEachOf(db: Executor, customerIds: readonly string[], kind: LedgerTransactionKind, starts: readonly Date[]): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>(customerIds.map((id) => [id, starts.map(() => 0)]));
  if (starts.length === 0 || customerIds.length === 0) return found;
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns = Object.fromEntries(
    starts.map((start, index) => [`s${index}`, sql<string | number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.createdAt} >= ${start.toISOString()}::timestamptz), 0)`]),
  );
  const rows = await db
    .select({ customerId: ledgerAccounts.customerId, ...columns })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(customerIds.length === 1 ? eq(ledgerAccounts.customerId, customerIds[0]!) : inArray(ledgerAccounts.customerId, [...customerIds]), eq(ledgerTransactions.kind, kind), gte(ledgerTransactions.createdAt, earliest)))
    .groupBy(ledgerAccounts.customerId);
  for (const row of rows as Record<string, string | number | null>[]) {
    found.set(String(row.customerId), starts.map((_, index) => Number(row[`s${index}`] ?? 0)));
  }
  return found;
}

export interface WalletMovement {
  transactionId: string;
  kind: LedgerTransactionKind;
  amount: number;
  balanceAfter: number;
  description: string;
  reference: string;
  /** The short code of the purchase the movement paid (`DF-7K3Q-9M2P`); null for anything that is no checkout. */
  receiptReference: string | null;
  createdAt: Date;
}

/** A purchase's movements carry its checkout id as reference: the customer reads the checkout's short code instead. */
const receiptReference = sql<string | null>`(select checkouts.reference from checkouts where checkouts.id::text = ${ledgerTransactions.reference})`;

function movementWhere(customerId: string, filter: MovementFilter) {
  return and(
    eq(ledgerAccounts.customerId, customerId),
    filter.kind ? eq(ledgerTransactions.kind, filter.kind) : undefined,
    filter.from ? gte(ledgerTransactions.createdAt, filter.from) : undefined,
    filter.to ? lt(ledgerTransactions.createdAt, filter.to) : undefined,
  );
}

/**
 * A movement's description; a withdrawal's request (the wallet's debit) says how the withdrawal ended when that
 * ending is no movement of the wallet itself ("Withdrawal paid": the money left from the holds account), found by
 * the withdrawal id they share as reference. A returned or cancelled withdrawal has its own row: the credit back.
 */
const movementDescription = sql<string>`case when ${ledgerTransactions.kind} = 'withdrawal' and ${ledgerEntries.amount} < 0 then coalesce((
  select outcome.description from ledger_transactions outcome
  where outcome.reference = ${ledgerTransactions.reference} and outcome.kind = 'withdrawal' and outcome.id <> ${ledgerTransactions.id}
    and not exists (select 1 from ledger_entries own where own.transaction_id = outcome.id and own.account_id = ${ledgerEntries.accountId})
  order by outcome.created_at desc limit 1
), ${ledgerTransactions.description}) else ${ledgerTransactions.description} end`;

export async function listWalletMovements(db: Executor, customerId: string, limit: number, offset: number, filter: MovementFilter = {}): Promise<{ rows: WalletMovement[]; total: number }> {
  const where = movementWhere(customerId, filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        transactionId: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        description: movementDescription,
        reference: ledgerTransactions.reference,
        receiptReference,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, amount: Number(row.amount), balanceAfter: Number(row.balanceAfter) })), total: Number(totalRow?.n ?? 0) };
}

/** A wallet's movements in [from, to) summed by kind (signed: money in positive), with the balance before `from` and after the last movement before `to`. */
export async function walletActivity(db: Executor, customerId: string, from: Date, to: Date): Promise<{ byKind: Partial<Record<LedgerTransactionKind, number>>; opening: number; closing: number }> {
  const inRange = movementWhere(customerId, { from, to });
  const sums = await db
    .select({ kind: ledgerTransactions.kind, total: sql<string | number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inRange)
    .groupBy(ledgerTransactions.kind);
  const balanceBefore = async (at: Date) => {
    const [row] = await db
      .select({ balance: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerAccounts.customerId, customerId), lt(ledgerTransactions.createdAt, at)))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    return Number(row?.balance ?? 0);
  };
  const [opening, closing] = await Promise.all([balanceBefore(from), balanceBefore(to)]);
  return { byKind: Object.fromEntries(sums.map((row) => [row.kind, Number(row.total)])), opening, closing };
}

/**
 * The wallet's balance and, in the order they happened, its movements that can move promotional credit
 * (voucher credits, purchases, refunds: the shared rule `unspentPromotionalCredit` reads no others).
 */
export async function walletCreditMovements(db: Executor, customerId: string): Promise<{ balance: number; movements: { kind: LedgerTransactionKind; amount: number }[] }> {
  const [wallet] = await db.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId));
  if (!wallet) return { balance: 0, movements: [] };
  const rows = await db
    .select({ kind: ledgerTransactions.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, wallet.id), inArray(ledgerTransactions.kind, ['voucher_credit', 'purchase', 'refund'])))
    .orderBy(asc(ledgerEntries.id));
  return { balance: Number(wallet.balance), movements: rows.map((row) => ({ kind: row.kind, amount: Number(row.amount) })) };
}

/** The customers whose wallets moved in [from, to), each once. */
export async function walletsActiveBetween(db: Executor, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerId: ledgerAccounts.customerId })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.kind, 'customer_wallet'), gte(ledgerTransactions.createdAt, from), lt(ledgerTransactions.createdAt, to)));
  return rows.flatMap((row) => (row.customerId ? [row.customerId] : []));
}
