// Vouchers and promotion codes. A voucher is made by ops (`npm run ops -- voucher create`) and never changed; a
// redemption row is written in the transaction that uses it (a purchase for a discount, the wallet credit for a
// credit code), and the unique (voucher, customer) index is what makes a code one per customer.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VoucherType } from '@drawfront/shared/rules/voucher';
import { carts } from './cart';
import { checkouts, customers, ledgerTransactions, sites } from './core';

export const vouchers = pgTable('vouchers', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  /** Upper case, 3 to 32 letters, digits and hyphens; unique per site. */
  code: text('code').notNull(),
  type: text('type').$type<VoucherType>().notNull(),
  /** Cents off or credited; null for a percent voucher. */
  amountCents: bigint('amount_cents', { mode: 'number' }),
  /** Basis points (1/100 %) off, 1 to 10000; only for a percent voucher. */
  percentBasisPoints: integer('percent_basis_points'),
  minSpendCents: bigint('min_spend_cents', { mode: 'number' }).notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  maxRedemptions: integer('max_redemptions'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  uniqueIndex('vouchers_site_code_unique').on(t.siteKey, t.code),
  check('vouchers_type_check', sql`${t.type} in ('voucher_fixed_discount', 'voucher_percent_discount', 'voucher_fixed_discount_expire', 'voucher_credit_amount')`),
  check('vouchers_code_check', sql`${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
  // A percent voucher has basis points and no amount; every other type has a positive amount and no percent.
  check('vouchers_value_check', sql`case when ${t.type} = 'voucher_percent_discount' then ${t.percentBasisPoints} between 1 and 10000 and ${t.amountCents} is null else ${t.amountCents} > 0 and ${t.percentBasisPoints} is null end`),
  check('vouchers_expiry_check', sql`${t.type} <> 'voucher_fixed_discount_expire' or ${t.expiresAt} is not null`),
  check('vouchers_min_spend_check', sql`${t.minSpendCents} >= 0`),
  check('vouchers_max_redemptions_check', sql`${t.maxRedemptions} is null or ${t.maxRedemptions} >= 1`),
]);

export const voucherRedemptions = pgTable('voucher_redemptions', {
  id: uuid('id').primaryKey(),
  voucherId: uuid('voucher_id').notNull().references(() => vouchers.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  /** The purchase a discount went to; null for a credit. */
  checkoutId: uuid('checkout_id').references(() => checkouts.id),
  /** The ledger transaction that moved the house's money: the purchase's, or the voucher_credit one. */
  transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
  /** Cents taken off the purchase or credited to the wallet. */
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  uniqueIndex('voucher_redemptions_once_per_customer').on(t.voucherId, t.customerId),
  index('voucher_redemptions_customer_idx').on(t.customerId),
  check('voucher_redemptions_amount_check', sql`${t.amountCents} > 0`),
  check('voucher_redemptions_target_check', sql`${t.checkoutId} is not null or ${t.transactionId} is not null`),
]);

/** The one promotion code a cart holds (its row id is the cart item id the client removes it by). */
export const cartPromotions = pgTable('cart_promotions', {
  cartId: uuid('cart_id').primaryKey().references(() => carts.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().unique(),
  voucherId: uuid('voucher_id').notNull().references(() => vouchers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
