// Where a signed-in customer was last located (`GET /v2/locate`, groups spec §7) and whether they confirmed the
// terms for playing from a country where the site is banned (spec §6 "Country-banned customers must confirm
// terms"). One row per customer, moved on by each locate; a move into a banned country asks for a new confirmation.
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './core';

export const customerLocations = pgTable('customer_locations', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull(),
  countryBanned: boolean('country_banned').notNull(),
  locatedAt: timestamp('located_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the customer confirmed the terms while in a banned country; cleared when they move into one again. */
  bannedTermsConfirmedAt: timestamp('banned_terms_confirmed_at', { withTimezone: true, mode: 'date' }),
});

/**
 * When the customer last accepted the site's terms and conditions (`POST /v2/customer/terms-and-conditions`, groups
 * spec §7); the banned-country confirmation asks for it before the location confirmation.
 */
export const customerTermsAcceptances = pgTable('customer_terms_acceptances', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
});
