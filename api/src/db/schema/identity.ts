// How a customer stays signed in and what guards it: rotating refresh tokens grouped in families, the rate
// limits' counters, and single-use emailed tokens (password reset and sign-in links).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './core';

export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  // SHA-256 of the token: a stolen table gives no usable token.
  tokenHash: text('token_hash').notNull().unique(),
  familyId: uuid('family_id').notNull(),
  deviceUuid: uuid('device_uuid').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_customer_idx').on(t.customerId)]);

/**
 * The identity rate limits' counters (modules/identity/rate-limits.ts), counted over a window so every
 * API instance agrees: failed sign-ins per account (`account`) and per client address (`address`),
 * sign-up attempts (`signup`) and email checks (`check_email`) per client address. Named for the first.
 */
export const loginFailures = pgTable('login_failures', {
  id: serial('id').primaryKey(),
  scope: text('scope').$type<'account' | 'address' | 'signup' | 'check_email' | 'password_reset'>().notNull(),
  subject: text('subject').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('login_failures_subject_idx').on(t.scope, t.subject, t.at),
  check('login_failures_scope_check', sql`${t.scope} in ('account', 'address', 'signup', 'check_email', 'password_reset')`),
]);

/** What a one-time token is for; each purpose has its own lifetime (modules/identity/one-time-tokens.ts). */
export type OneTimeTokenPurpose = 'password_reset' | 'autologin' | 'transfer';

/**
 * Single-use, expiring tokens sent by email (password reset links, sign-in links). Only the SHA-256 of a token is
 * kept, so a read of the table gives no usable link; `used_at` is set by the one statement that spends it.
 */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('one_time_tokens_customer_idx').on(t.customerId, t.purpose),
  check('one_time_tokens_purpose_check', sql`${t.purpose} in ('password_reset', 'autologin', 'transfer')`),
]);
