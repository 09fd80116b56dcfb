// My details and communication preferences (issue 10, item 8). The name, email, date of birth and state stay on
// `customers` (sign-in and sign-up own them); the rest of the details entity (groups spec §3 "A separate customer
// details entity exists") lives here, one row per customer, written the first time the customer changes it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// eslint-disable-next-line import-x/no-cycle -- see the re-export at the end of ../schema.ts
import { customers } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The address and phone, and what the confirmation banner asks about. A confirmation link's token is kept only
 * as its SHA-256 (`*_token_hash`), cleared when it is spent, so a link works once and a read of the table gives none.
 */
export const customerDetails = pgTable('customer_details', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  country: text('country').notNull().default(''),
  addressConfirmationRequired: boolean('address_confirmation_required').notNull().default(false),
  emailConfirmationRequired: boolean('email_confirmation_required').notNull().default(false),
  addressTokenHash: text('address_token_hash').unique(),
  addressTokenExpiresAt: at('address_token_expires_at'),
  emailTokenHash: text('email_token_hash').unique(),
  emailTokenExpiresAt: at('email_token_expires_at'),
  updatedAt: at('updated_at').notNull(),
});

/** Phone, SMS and post contact choices; email is `customers.email_opt_in` (sign-up's opt-in, breaks and closures turn it off). */
export const communicationPreferences = pgTable('communication_preferences', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  phone: boolean('phone').notNull().default(false),
  sms: boolean('sms').notNull().default(false),
  directmail: boolean('directmail').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/** Offers whose emails a customer unsubscribed from (`/unsubscribe/{customerId}/{productOfferKey}`); the outbox skips them. */
export const offerEmailOptOuts = pgTable('offer_email_opt_outs', {
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  productOfferKey: text('product_offer_key').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.customerId, t.productOfferKey] })]);

/** Why customers unsubscribed (the spec's unsubscribeReasons), kept for the marketing team; never read back to decide anything. */
export const unsubscribeFeedback = pgTable('unsubscribe_feedback', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  productOfferKey: text('product_offer_key'),
  reasons: text('reasons').array().notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [
  index('unsubscribe_feedback_customer_idx').on(t.customerId),
  check('unsubscribe_feedback_reasons_check', sql`cardinality(${t.reasons}) <= 10`),
]);
