// Written in the same transaction as the change that causes it, and idempotent on a caller-chosen `dedupe_key`:
// a step that runs twice (a retried job) tells the customer once.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, sites } from './core';

/** The customer's notifications feed (the header bell): newest first, unread until marked read. */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  dedupeKey: text('dedupe_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('notifications_customer_idx').on(t.customerId, t.createdAt),
  index('notifications_unread_idx').on(t.customerId).where(sql`${t.readAt} is null`),
]);
