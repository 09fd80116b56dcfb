// The test payout gateway's own record of what it paid (a real gateway keeps that on its side).
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The test payout gateway's payouts by idempotency key: asking again with the same key answers this row, never pays twice. */
export const testGatewayPayouts = pgTable('test_gateway_payouts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  status: text('status').$type<'paid' | 'failed'>().notNull(),
  reference: text('reference').notNull(),
  code: text('code'),
  message: text('message'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [check('test_gateway_payouts_status_check', sql`${t.status} in ('paid', 'failed')`)]);
