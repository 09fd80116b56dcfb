import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { customers } from './core';

/**
 * A customer's own deposit limit per period, kept exactly as a spend limit is: a tighter
 * limit applies at once, a looser one (or removal) waits in pending_* until pending_effective_at.
 */
export const depositLimits = pgTable('deposit_limits', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  period: text('period').$type<SpendLimitPeriod>().notNull(),
  limitCents: bigint('limit_cents', { mode: 'number' }).notNull(),
  pendingLimitCents: bigint('pending_limit_cents', { mode: 'number' }),
  pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  uniqueIndex('deposit_limits_customer_period_unique').on(t.customerId, t.period),
  check('deposit_limits_period_check', sql`${t.period} in ('daily', 'weekly', 'monthly')`),
  check('deposit_limits_positive', sql`${t.limitCents} > 0 and (${t.pendingLimitCents} is null or ${t.pendingLimitCents} > 0)`),
  check('deposit_limits_pending_check', sql`${t.pendingLimitCents} is null or ${t.pendingEffectiveAt} is not null`),
]);
