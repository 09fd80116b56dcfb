// How a customer may be contacted, which offers' emails they left, and why.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
