// Funds and deposits (groups spec §3 "Fund", "Deposit"). A fund holds the gateway's token and what
// may be shown of the card; never its number or CSC. A removed fund is kept (deposits name it) with
// `deleted_at` set; at most one live fund per customer is the default.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { checkouts, customers, ledgerTransactions } from './core';

export type CardBrandName = 'visa' | 'mastercard' | 'amex' | 'unknown';
export type DepositStatusName = 'pending' | 'requires_action' | 'succeeded' | 'failed';
/** Groups spec §3 deposit method codes this shop takes: card, PayPal, Apple Pay, Google Pay, bank transfer, PayID. */
export type DepositMethodName = 'cc' | 'pl' | 'ap' | 'gp' | 'bd' | 'td';
export type CardFundingName = 'credit' | 'debit' | 'unknown';

export const funds = pgTable('funds', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  gateway: text('gateway').notNull(),
  token: text('token').notNull(),
  brand: text('brand').$type<CardBrandName>().notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  holderName: text('holder_name').notNull(),
  /** What the gateway says the card is; en-GB deposits refuse credit cards. Cards saved before this are unknown. */
  funding: text('funding').$type<CardFundingName>().notNull().default('unknown'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('funds_customer_idx').on(t.customerId, t.createdAt),
  uniqueIndex('funds_one_default_per_customer').on(t.customerId).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  check('funds_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  check('funds_expiry_month_check', sql`${t.expiryMonth} between 1 and 12`),
]);

export const deposits = pgTable('deposits', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  /** The saved card charged; null for the methods without a saved fund (PayPal, wallets, bank transfer). */
  fundId: uuid('fund_id').references(() => funds.id),
  methodCode: text('method_code').$type<DepositMethodName>().notNull().default('cc'),
  /** The gateway that took a fundless deposit (a card deposit's is its fund's). */
  gateway: text('gateway'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<DepositStatusName>().notNull(),
  gatewayReference: text('gateway_reference'),
  redirectUrl: text('redirect_url'),
  message: text('message'),
  transactionId: uuid('transaction_id').unique().references(() => ledgerTransactions.id),
  returnPath: text('return_path'),
  /**
   * Where the gateway sends the browser after a challenge. Kept because a charge interrupted between asking
   * the gateway and recording its answer is resumed later with the same idempotency key and the same request.
   */
  notifyUrl: text('notify_url'),
  /** Groups spec §3 deposit purchase types: a plain top-up is ad_hoc; checkout deposits then buys `purchase_request`. */
  purchaseType: text('purchase_type').$type<'ad_hoc' | 'checkout'>().notNull().default('ad_hoc'),
  /** What a checkout deposit buys once the money is in (kept while a 3-D Secure challenge is open). */
  purchaseRequest: jsonb('purchase_request').$type<Record<string, unknown>>(),
  /** The checkout the deposit paid for, once bought; the failure message when the purchase could not go ahead. */
  checkoutId: uuid('checkout_id').references(() => checkouts.id),
  purchaseMessage: text('purchase_message'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('deposits_customer_idx').on(t.customerId, t.createdAt),
  check('deposits_purchase_type_check', sql`${t.purchaseType} in ('ad_hoc', 'checkout')`),
  check('deposits_checkout_request_check', sql`(${t.purchaseType} = 'checkout') = (${t.purchaseRequest} is not null)`),
  index('deposits_gateway_reference_idx').on(t.gatewayReference),
  check('deposits_status_check', sql`${t.status} in ('pending', 'requires_action', 'succeeded', 'failed')`),
  check('deposits_amount_check', sql`${t.amountCents} > 0`),
  check('deposits_method_check', sql`${t.methodCode} in ('cc', 'pl', 'ap', 'gp', 'bd', 'td')`),
  check('deposits_card_fund_check', sql`(${t.methodCode} = 'cc') = (${t.fundId} is not null)`),
  // A bank's transaction id credits once, however often the bank (or the ops command) reports it.
  uniqueIndex('deposits_bank_transaction_idx').on(t.gatewayReference).where(sql`${t.methodCode} in ('bd', 'td')`),
  // Credited exactly when succeeded.
  check('deposits_credit_check', sql`(${t.status} = 'succeeded') = (${t.transactionId} is not null)`),
]);

/** The reference a customer quotes on a bank transfer or PayID payment so it finds their wallet. */
export const bankDepositReferences = pgTable('bank_deposit_references', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  reference: text('reference').notNull().unique(),
  createdAt: createdAt(),
});
