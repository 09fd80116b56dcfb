// Closing an account. One row per closed customer, written once in the closure's transaction: the primary key
// makes a second closure impossible. Nothing about the customer is deleted: `retain_until` is when their records
// may be (shared/src/rules/account-closure.ts, ACCOUNT_RECORDS_KEPT_YEARS).
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccountClosureReason } from '@drawfront/shared/rules/account-closure';
import { customers } from './core';

export const accountClosures = pgTable('account_closures', {
  // No cascade: a closed customer's row must outlive any clean-up that forgets the retention period.
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'restrict' }),
  reason: text('reason').$type<AccountClosureReason>().notNull(),
  details: text('details'),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
  retainUntil: timestamp('retain_until', { withTimezone: true, mode: 'date' }).notNull(),
  // The wallet at closure: nothing withdrawable is ever left (the closure refuses), promotional credit may be.
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  // How many autoplays, subscriptions and scheduled purchases the closure cancelled.
  recurringCancelled: bigint('recurring_cancelled', { mode: 'number' }).notNull(),
}, (t) => [
  index('account_closures_retain_until_idx').on(t.retainUntil),
  check('account_closures_reason_check', sql`${t.reason} in ('not_playing', 'gambling_concerns', 'too_expensive', 'other_site', 'service', 'privacy', 'other')`),
  check('account_closures_retain_check', sql`${t.retainUntil} > ${t.closedAt}`),
  check('account_closures_details_check', sql`${t.details} is null or char_length(${t.details}) <= 500`),
]);
