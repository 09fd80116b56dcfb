import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './core';

/** A customer's weekly pre-commitment limit (storefront §3 "Spend limits"). */
export const precommitmentLimits = pgTable('precommitment_limits', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  limitCents: bigint('limit_cents', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [check('precommitment_limits_positive', sql`${t.limitCents} > 0`)]);
