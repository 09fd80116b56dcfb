import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './core';

/** Answers of money-moving calls by (customer, Idempotency-Key): a retry gets the first answer. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [primaryKey({ columns: [t.customerId, t.key] })]);
