// My details. The name, email, date of birth and state stay on `customers` (sign-in and sign-up own them); the
// rest of the details entity (groups spec §3 "A separate customer details entity exists") lives here, one row per
// customer, written the first time the customer changes it. Contact choices are in communication-preferences.ts.
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './core';

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
