// Withdrawals: saved bank accounts and PayIDs, and withdrawal requests whose money the ledger holds until paid.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BankAccountType, WithdrawalStatus } from '@drawfront/shared/contract/withdrawals';
import { customers, ledgerTransactions, sites } from './core';

/** A customer's withdrawal destination. The full account number is kept (a payout needs it) but never answered. */
export const withdrawalAccounts = pgTable('withdrawal_accounts', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  type: text('type').$type<BankAccountType>().notNull(),
  bankCode: text('bank_code'),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  // Removed by the customer: no longer offered, but past withdrawals still show where they went.
  removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('withdrawal_accounts_customer_idx').on(t.customerId, t.createdAt),
  check('withdrawal_accounts_type_check', sql`${t.type} in ('national', 'international', 'payid_email', 'payid_phone')`),
  check('withdrawal_accounts_bank_code_check', sql`(${t.type} in ('national', 'international')) = (${t.bankCode} is not null)`),
]);

/**
 * A withdrawal: its money moved from the wallet to the withdrawal_holds account at request
 * (`hold_transaction_id`), then out to the gateway when paid or back to the wallet when it failed or
 * was cancelled (`settle_transaction_id`, exactly once). `lease_until` is how long a payout run owns a
 * `processing` row; a run that died leaves it to the next run once the lease is over.
 */
export const withdrawals = pgTable('withdrawals', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  siteKey: text('site_key').notNull().references(() => sites.key),
  accountId: uuid('account_id').notNull().references(() => withdrawalAccounts.id),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<WithdrawalStatus>().notNull(),
  holdTransactionId: uuid('hold_transaction_id').notNull().unique().references(() => ledgerTransactions.id),
  settleTransactionId: uuid('settle_transaction_id').unique().references(() => ledgerTransactions.id),
  payoutReference: text('payout_reference'),
  message: text('message'),
  attempts: integer('attempts').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('withdrawals_customer_idx').on(t.customerId, t.createdAt),
  index('withdrawals_due_idx').on(t.createdAt).where(sql`${t.status} in ('pending', 'processing')`),
  check('withdrawals_status_check', sql`${t.status} in ('pending', 'processing', 'paid', 'failed', 'cancelled')`),
  check('withdrawals_amount_check', sql`${t.amountCents} > 0`),
  // Settled (paid, failed or cancelled) exactly when the hold has been moved on.
  check('withdrawals_settled_check', sql`(${t.status} in ('paid', 'failed', 'cancelled')) = (${t.settleTransactionId} is not null and ${t.settledAt} is not null)`),
]);
