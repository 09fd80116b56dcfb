// The ledger's entries (the accounts and transactions they post to, and the ledger's rules, are in core.ts), and
// the credits held for closed accounts: money that arrived for a closed account goes to the house's suspense
// account instead of the closed wallet (nobody can sign in to that wallet to take it out), with one row here in
// the same transaction, so ops can list what is owed and to whom (`npm run ops -- suspense list`) and pay it back.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LedgerTransactionKind } from './core';
import { customers, ledgerAccounts, ledgerTransactions } from './core';

export const ledgerEntries = pgTable('ledger_entries', {
  id: serial('id').primaryKey(),
  transactionId: uuid('transaction_id').notNull().references(() => ledgerTransactions.id),
  accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  // Set by the entry trigger from the account's new balance; null on an account that keeps no running balance.
  balanceAfter: bigint('balance_after', { mode: 'number' }),
}, (t) => [
  index('ledger_entries_account_idx').on(t.accountId, t.id),
  index('ledger_entries_transaction_idx').on(t.transactionId),
  check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
]);

export const suspendedCredits = pgTable('suspended_credits', {
  id: serial('id').primaryKey(),
  /** The ledger transaction that brought the money in (its suspense entry holds it). */
  transactionId: uuid('transaction_id').notNull().references(() => ledgerTransactions.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  /** The closed wallet the money was meant for. */
  walletAccountId: integer('wallet_account_id').notNull().references(() => ledgerAccounts.id),
  suspenseAccountId: integer('suspense_account_id').notNull().references(() => ledgerAccounts.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  kind: text('kind').$type<LedgerTransactionKind>().notNull(),
  /** What the money came for, as the ledger transaction names it (a deposit id, a draw, a withdrawal). */
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('suspended_credits_created_idx').on(t.createdAt),
  index('suspended_credits_customer_idx').on(t.customerId),
  check('suspended_credits_amount_check', sql`${t.amountCents} > 0`),
]);
