import { randomUUID } from 'node:crypto';
import type { PageInfo, WalletTransaction } from '@drawfront/shared/contract/purchase';
import { withdrawableCents } from '@drawfront/shared/rules/promotional-credit';
import type { Executor, Transaction } from '../../db/client';
import type { LedgerTransactionKind } from '../../db/schema';
import * as repository from './repository';
import { insertTransactionsWithEntries, listWalletMovements, markWalletClosed, walletCreditMovements } from './repository';
import type { LedgerAccountKind } from '../../db/schema';
import type { MovementFilter, WalletRow } from './wallet';
import { divertClosedWalletCredits, recordSuspendedCredits } from './suspense';

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
  /** Cents this transaction meant for a closed wallet and held in suspense instead (0 almost always). */
  suspended: number;
  /** Balance after the transaction of each account that keeps a running balance (wallets, holds), by account id. */
  balances: Map<number, number>;
}

/**
 * Posts one double-entry transaction inside `tx`: the only way money moves. The entries must sum to
 * zero (checked here, and by the database at commit); each entry moves its account's running balance
 * (house revenue and gateway clearing keep none: see `accountBalance`), and a wallet that would go
 * negative makes the database refuse the statement. A closed account takes no money: a credit to its wallet
 * is held in suspense instead (see `divertClosedWalletCredits`), and the database refuses one that gets past.
 * One transaction's accounts all keep one currency (the database refuses a mix).
 */
export async function post(tx: Transaction, input: PostInput): Promise<Posted> {
  return (await postMany(tx, [input]))[0]!;
}

/**
 * Posts many transactions in one statement (the recurring runner's batch of charges), each checked as `post`
 * checks one; answers them in the order given. One refused entry refuses them all (the caller's transaction).
 */
export async function postMany(tx: Transaction, inputs: readonly PostInput[]): Promise<Posted[]> {
  const postings = inputs.map((input) => {
    if (input.entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
    for (const entry of input.entries) {
      if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw new Error(`ledger amounts are non-zero whole cents, got ${entry.amount}`);
    }
    const sum = input.entries.reduce((total, entry) => total + entry.amount, 0);
    if (sum !== 0) throw new Error(`ledger transaction does not balance: its entries sum to ${sum}`);
    // Accounts in id order, so two transactions touching the same accounts lock them in the same order.
    const entries = [...input.entries].sort((a, b) => a.accountId - b.accountId);
    return { transaction: { id: randomUUID(), kind: input.kind, reference: input.reference, description: input.description, createdAt: input.at }, entries };
  });
  const diverted = await divertClosedWalletCredits(tx, postings);
  const written = await insertTransactionsWithEntries(tx, diverted.postings);
  await recordSuspendedCredits(tx, diverted.records);
  return diverted.postings.map(({ transaction }, index) => ({
    transactionId: transaction.id,
    suspended: diverted.records.filter((record) => record.transactionId === transaction.id).reduce((total, record) => total + record.amountCents, 0),
    balances: new Map(written[index]!.flatMap((row) => (row.balanceAfter === null ? [] : [[row.accountId, row.balanceAfter] as const]))),
  }));
}

export type { MovementFilter, WalletRow } from './wallet';

// The wallet and account reads and locks other modules take inside their own transactions (a purchase
// locks the wallet, a limit check sums the period's spend); their SQL stays in this module's repository.
type HouseAccount = Exclude<LedgerAccountKind, 'customer_wallet'>;

/** The id of a house account (revenue, gateway clearing, suspense) in `currency`, created on first use. */
export function systemAccount(db: Executor, kind: HouseAccount, currency: string): Promise<number> {
  return repository.systemAccount(db, kind, currency);
}

/** A house account's id when it exists (no write), for callers that remember it; null before its first use. */
export function findSystemAccount(db: Executor, kind: HouseAccount, currency: string): Promise<number | null> {
  return repository.findSystemAccount(db, kind, currency);
}

/** Opens the customer's wallet in `currency` (sign-up does); a wallet that exists is kept as it is. */
export function openWallet(db: Executor, customerId: string, currency: string): Promise<void> {
  return repository.openWallet(db, customerId, currency);
}

/** The customer's wallet, locked until `tx` ends: money decisions on it are serialised. Null when there is none. */
export function lockWallet(tx: Executor, customerId: string): Promise<WalletRow | null> {
  return repository.lockWallet(tx, customerId);
}

/** The customer's wallet, locked (see `lockWallet`), opened first in `currency` if the customer has none yet. */
export function lockOrOpenWallet(tx: Executor, customerId: string, currency: string): Promise<WalletRow> {
  return repository.lockOrOpenWallet(tx, customerId, currency);
}

/** Many customers' wallets, locked in customer-id order (batches that share a customer queue, never deadlock), opened where missing. */
export function lockOrOpenWallets(tx: Executor, opening: ReadonlyMap<string, string>): Promise<Map<string, WalletRow>> {
  return repository.lockOrOpenWallets(tx, opening);
}

/** An account's balance in cents: the running one where kept, else the sum of its entries (house revenue, gateway clearing). */
export function accountBalance(db: Executor, accountId: number): Promise<number> {
  return repository.accountBalance(db, accountId);
}

/** The wallet's balance in cents (0 without a wallet); read it under `lockWallet` when a decision rests on it. */
export function walletBalance(db: Executor, customerId: string): Promise<number> {
  return repository.walletBalance(db, customerId);
}

/** Money the wallet paid out in transactions of `kind` since `since` (a positive number). */
export function walletDebitsSince(db: Executor, customerId: string, kind: LedgerTransactionKind, since: Date): Promise<number> {
  return repository.walletDebitsSince(db, customerId, kind, since);
}

/** For each customer, what the wallet paid out for `kind` since each of `starts` (the periods of their limits), in one read. */
export function walletDebitsSinceEachOf(db: Executor, customerIds: readonly string[], kind: LedgerTransactionKind, starts: readonly Date[]): Promise<Map<string, number[]>> {
  return repository.walletDebitsSinceEachOf(db, customerIds, kind, starts);
}

/** A wallet's movements in [from, to) summed by kind (money in positive), with its balance at `from` and at `to`: a statement's figures. */
export function walletActivity(db: Executor, customerId: string, from: Date, to: Date): Promise<{ byKind: Partial<Record<LedgerTransactionKind, number>>; opening: number; closing: number }> {
  return repository.walletActivity(db, customerId, from, to);
}

/** The customers whose wallets moved in [from, to), each once. */
export function walletsActiveBetween(db: Executor, from: Date, to: Date): Promise<string[]> {
  return repository.walletsActiveBetween(db, from, to);
}

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
  // A closed wallet's credit went to suspense: its balance is as it was.
  return { ...posted, balance: posted.balances.get(wallet!.id) ?? wallet!.balance };
}

/** Closes the customer's wallet (the account is closing; the caller holds the wallet lock): it takes no money in from now on. */
export async function closeWallet(tx: Transaction, customerId: string, at: Date): Promise<void> {
  await markWalletClosed(tx, customerId, at);
}

/** Whether `error` (or what it wraps: drizzle wraps driver errors) is the violation of constraint `name`. */
export function violates(error: unknown, name: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { constraint?: string }).constraint === name) return true;
    if (String((current as { message?: string }).message ?? '').includes(`"${name}"`)) return true;
  }
  return false;
}

/** A page of the customer's wallet movements, newest first, as `GET /v2/transactions` answers them (optionally one kind, one period). */
export async function walletTransactions(db: Executor, customerId: string, currency: string, limit: number, offset: number, filter: MovementFilter = {}): Promise<{ transactions: WalletTransaction[]; pageInfo: PageInfo }> {
  const { rows, total } = await listWalletMovements(db, customerId, limit, offset, filter);
  return {
    transactions: rows.map((row) => ({
      id: row.transactionId,
      kind: row.kind,
      amount: { amount: row.amount, currency },
      balanceAfter: { amount: row.balanceAfter, currency },
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      reference: row.reference,
      receiptReference: row.receiptReference,
    })),
    pageInfo: { limit, offset, total },
  };
}

/**
 * What the customer may withdraw now, in cents, with the balance: the balance less the promotional credit not
 * yet spent, by the one shared rule (`withdrawableCents`: credit is spent before cash, in the order things
 * happened). Money held for a pending withdrawal has already left the balance, so it is never counted twice.
 * Read it under the wallet lock when a decision rests on it (`holdWithdrawal` does).
 */
export async function withdrawableFunds(db: Executor, customerId: string): Promise<{ balance: number; withdrawable: number }> {
  const { balance, movements } = await walletCreditMovements(db, customerId);
  return { balance, withdrawable: withdrawableCents(balance, movements) };
}

/** A withdrawal asked for more than may be withdrawn (`holdWithdrawal` refuses it; nothing was posted). */
export class NotWithdrawable extends Error {
  constructor(readonly withdrawable: number) {
    super(`only ${withdrawable} cents may be withdrawn`);
  }
}

/** A withdrawal's three movements: held at request, then paid out or released, each a `withdrawal` transaction. */
export interface WithdrawalMovement {
  customerId: string;
  amount: number;
  currency: string;
  /** The withdrawal id. */
  reference: string;
  at: Date;
}

/**
 * Holds a withdrawal: wallet → withdrawal_holds, so the balance drops at once. Under the wallet lock it
 * refuses (`NotWithdrawable`) more than `withdrawableFunds`: every way money leaves for a bank checks here, so
 * promotional credit can never go out as cash. A wallet that cannot cover it makes the database refuse too.
 */
export async function holdWithdrawal(tx: Transaction, input: WithdrawalMovement): Promise<Posted & { balance: number }> {
  const wallet = await lockOrOpenWallet(tx, input.customerId, input.currency);
  const { withdrawable } = await withdrawableFunds(tx, input.customerId);
  if (input.amount > withdrawable) throw new NotWithdrawable(withdrawable);
  const holds = await systemAccount(tx, 'withdrawal_holds', input.currency);
  const posted = await post(tx, {
    kind: 'withdrawal',
    reference: input.reference,
    description: 'Withdrawal requested',
    at: input.at,
    entries: [
      { accountId: wallet.id, amount: -input.amount },
      { accountId: holds, amount: input.amount },
    ],
  });
  return { ...posted, balance: posted.balances.get(wallet.id)! };
}

/** Pays a held withdrawal out: withdrawal_holds → gateway_clearing (the money left through the payout gateway). */
export async function payOutWithdrawal(tx: Transaction, input: WithdrawalMovement): Promise<Posted> {
  const holds = await systemAccount(tx, 'withdrawal_holds', input.currency);
  const clearing = await systemAccount(tx, 'gateway_clearing', input.currency);
  return post(tx, {
    kind: 'withdrawal',
    reference: input.reference,
    description: 'Withdrawal paid',
    at: input.at,
    entries: [
      { accountId: holds, amount: -input.amount },
      { accountId: clearing, amount: input.amount },
    ],
  });
}

/** Releases a held withdrawal back to the wallet (the payout failed, or the customer cancelled). */
export async function releaseWithdrawal(tx: Transaction, input: WithdrawalMovement & { description: string }): Promise<Posted> {
  const wallet = await lockOrOpenWallet(tx, input.customerId, input.currency);
  const holds = await systemAccount(tx, 'withdrawal_holds', input.currency);
  return post(tx, {
    kind: 'withdrawal',
    reference: input.reference,
    description: input.description,
    at: input.at,
    entries: [
      { accountId: holds, amount: -input.amount },
      { accountId: wallet.id, amount: input.amount },
    ],
  });
}
