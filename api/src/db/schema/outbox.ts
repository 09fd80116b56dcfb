// Written in the same transaction as the change that causes it, and idempotent on a caller-chosen `dedupe_key`:
// a step that runs twice (a retried job) sends its email once.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';

export type OutboxStatusName = 'pending' | 'sent' | 'failed';

/**
 * Every email the platform sends (ARCHITECTURE §3 "Email"). A sender claims a due row by moving its
 * `next_attempt_at` past the send (a lease), sends outside any transaction, then records the outcome;
 * a sender that dies mid-send leaves the row to be claimed again when the lease runs out.
 */
export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  template: text('template').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  dedupeKey: text('dedupe_key').notNull().unique(),
  status: text('status').$type<OutboxStatusName>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** Which transport took the mail ('smtp', 'dev-mailbox'), once sent. */
  transport: text('transport'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('outbox_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  index('outbox_emails_created_idx').on(t.createdAt),
  check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  check('outbox_emails_attempts_check', sql`${t.attempts} >= 0`),
  check('outbox_emails_sent_check', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
]);
