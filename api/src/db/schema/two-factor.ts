import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './core';

/** Two-factor methods (groups spec §7): an authenticator app (TOTP) or a code sent by email. */
export type TwoFactorMethod = 'authenticator' | 'email';

/**
 * A customer's two-factor state, one row each. Secrets are encrypted at rest (modules/two-factor/secret-box.ts).
 * `last_time_step` is the authenticator step last accepted (a code is refused a second time);
 * `failed_attempts` counts wrong codes since the last right one, and `locked_at` is set at the limit.
 */
export const twoFactorSettings = pgTable('two_factor_settings', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  method: text('method').$type<TwoFactorMethod>(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  check('two_factor_method_check', sql`${t.method} is null or ${t.method} in ('authenticator', 'email')`),
  check('two_factor_failed_attempts_check', sql`${t.failedAttempts} >= 0`),
]);

/** Emailed two-factor codes (sign-in, setting up the email method): hashed, single-use, short-lived. */
export const twoFactorCodes = pgTable('two_factor_codes', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'sign_in' | 'setup'>().notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('two_factor_codes_customer_idx').on(t.customerId, t.purpose, t.createdAt),
  check('two_factor_codes_purpose_check', sql`${t.purpose} in ('sign_in', 'setup')`),
]);

/** Devices a customer chose to remember after a second factor ("remember this device" for rememberForDays). */
export const rememberedDevices = pgTable('two_factor_remembered_devices', {
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  deviceUuid: uuid('device_uuid').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [primaryKey({ columns: [t.customerId, t.deviceUuid] })]);

/** When a sign-in (refresh-token family) last proved a second factor: sensitive calls need it recent (plugins/require-step-up.ts). */
export const sessionElevations = pgTable('session_elevations', {
  familyId: uuid('family_id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  elevatedAt: timestamp('elevated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
