import { randomUUID } from 'node:crypto';
import type { PageInfo, WalletTransaction } from '@drawfront/shared/contract/purchase';
import type { Executor, Transaction } from '../../db/client';
import type { LedgerTransactionKind } from '../../db/schema';
import { insertEntries, insertTransaction, listWalletMovements, lockWallet, openWallet, systemAccount, walletPrizeMoney } from './repository';

export interface LedgerEntryInput {
  accountId: number;
  /** Cents, signed: positive credits the account, negative debits it. */
  amount: number;
}

export interface PostInput {
  kind: LedgerTransactionKind;
  entries: LedgerEntryInput[];
  /** What the money moved for (a checkout id, a deposit id). */
  reference: string;
  description: string;
  at: Date;
}

export interface Posted {
  transactionId: string;
  /** Balance of each account after the transaction, by account id. */
  balances: Map<number, number>;
}

/**
 * Posts one double-entry transaction inside `tx`: the only way money moves. The entries must sum to
 * zero (checked here, and by the database at commit); each entry moves its account's balance, and a
 * wallet that would go negative makes the database refuse the statement.
 */
export async function post(tx: Transaction, input: PostInput): Promise<Posted> {
  if (input.entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw new Error(`ledger amounts are non-zero whole cents, got ${entry.amount}`);
  }
  const sum = input.entries.reduce((total, entry) => total + entry.amount, 0);
  if (sum !== 0) throw new Error(`ledger transaction does not balance: its entries sum to ${sum}`);
  const transactionId = randomUUID();
  await insertTransaction(tx, { id: transactionId, kind: input.kind, reference: input.reference, description: input.description, createdAt: input.at });
  // Accounts in id order, so two transactions touching the same accounts lock them in the same order.
  const ordered = [...input.entries].sort((a, b) => a.accountId - b.accountId);
  const rows = await insertEntries(tx, ordered.map((entry) => ({ transactionId, accountId: entry.accountId, amount: entry.amount })));
  return { transactionId, balances: new Map(rows.map((row) => [row.accountId, row.balanceAfter])) };
}

// The wallet and account reads and locks other modules take inside their own transactions (a purchase
// locks the wallet, a limit check sums the period's spend); their SQL stays in this module's repository.
export { findSystemAccount, lockOrOpenWallet, lockWallet, openWallet, systemAccount, walletBalance, walletDebitsSince, walletDebitsSinceEach } from './repository';
export type { WalletRow } from './repository';

/** Credits a wallet from the gateway clearing account (a settled deposit); returns the new balance. */
export async function depositToWallet(tx: Transaction, input: { customerId: string; amount: number; currency: string; reference: string; at: Date; description?: string }): Promise<Posted & { balance: number }> {
  await openWallet(tx, input.customerId, input.currency);
  const wallet = await lockWallet(tx, input.customerId);
  const clearing = await systemAccount(tx, 'gateway_clearing', input.currency);
  const posted = await post(tx, {
    kind: 'deposit',
    reference: input.reference,
    description: input.description ?? 'Deposit',
    at: input.at,
    entries: [
      { accountId: clearing, amount: -input.amount },
      { accountId: wallet!.id, amount: input.amount },
    ],
  });
  return { ...posted, balance: posted.balances.get(wallet!.id)! };
}

/** Whether `error` (or what it wraps: drizzle wraps driver errors) is the violation of constraint `name`. */
export function violates(error: unknown, name: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { constraint?: string }).constraint === name) return true;
    if (String((current as { message?: string }).message ?? '').includes(`"${name}"`)) return true;
  }
  return false;
}

/** A page of the customer's wallet movements, newest first, as `GET /v2/transactions` answers them. */
export async function walletTransactions(db: Executor, customerId: string, currency: string, limit: number, offset: number): Promise<{ transactions: WalletTransaction[]; pageInfo: PageInfo }> {
  const { rows, total } = await listWalletMovements(db, customerId, limit, offset);
  return {
    transactions: rows.map((row) => ({
      id: row.transactionId,
      kind: row.kind,
      amount: { amount: row.amount, currency },
      balanceAfter: { amount: row.balanceAfter, currency },
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      reference: row.reference,
    })),
    pageInfo: { limit, offset, total },
  };
}

/**
 * What the customer may withdraw now, in cents, with the balance: prize money credited to the wallet less
 * what was already withdrawn (issue 7: prize money counts), never more than the balance (a prize spent on
 * tickets is gone). Deposits are not withdrawable: unspent deposit money goes back by refund to its method.
 */
export async function withdrawableFunds(db: Executor, customerId: string): Promise<{ balance: number; withdrawable: number }> {
  const { balance, prizes, withdrawals } = await walletPrizeMoney(db, customerId);
  return { balance, withdrawable: Math.max(0, Math.min(balance, prizes + withdrawals)) };
}
