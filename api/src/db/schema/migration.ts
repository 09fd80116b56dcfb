// Account migration (groups spec §3 "Migration status"). A row per customer who has a legacy account to bring
// over; a customer without a row is `ineligible`. `eligibility` says whether the prompt may be put off (soft) or
// not (hard); `state` is where the migration is. The `customer-migrations` job moves `in_progress` rows on; a
// failed one goes back to `eligible` with its reason, so the customer can try again.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './core';

export type MigrationEligibility = 'soft' | 'hard';
export type MigrationState = 'eligible' | 'in_progress' | 'migrated';

export const customerMigrations = pgTable('customer_migrations', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  eligibility: text('eligibility').$type<MigrationEligibility>().notNull(),
  state: text('state').$type<MigrationState>().notNull().default('eligible'),
  /** The legacy system's account number, what is brought over. */
  legacyAccount: text('legacy_account').notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  attempts: integer('attempts').notNull().default(0),
  /** Why the last attempt failed, answered once to the next poll and then cleared. */
  failure: text('failure'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('customer_migrations_pending_idx').on(t.requestedAt).where(sql`${t.state} = 'in_progress'`),
  check('customer_migrations_eligibility_check', sql`${t.eligibility} in ('soft', 'hard')`),
  check('customer_migrations_state_check', sql`${t.state} in ('eligible', 'in_progress', 'migrated')`),
]);
