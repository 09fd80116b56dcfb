// What the catalogue answers beside the offers themselves (core.ts): the causes an offer supports, and a
// sub-variant's own prices.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import type { PriceTier } from '@drawfront/shared/contract/catalogue';
import { productOffers, sites } from './core';

export const causes = pgTable('causes', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  urlSlug: text('url_slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
}, (t) => [unique('causes_key_unique').on(t.siteKey, t.key), unique('causes_slug_unique').on(t.siteKey, t.urlSlug)]);

export const offerCauses = pgTable('offer_causes', {
  offerId: integer('offer_id').notNull().references(() => productOffers.id, { onDelete: 'cascade' }),
  causeId: integer('cause_id').notNull().references(() => causes.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.offerId, t.causeId] })]);

/**
 * A sub-variant's own pricing of an offer (storefront §1 "A regional variant with pound wording
 * (en-GB) exists"): the en-GB site sells in pounds with its own price tables, not converted AUD.
 * An offer without a row for a sub-variant is priced from its own `game_types` in its own currency.
 */
export const offerSubVariantPricing = pgTable('offer_sub_variant_pricing', {
  offerId: integer('offer_id').notNull().references(() => productOffers.id, { onDelete: 'cascade' }),
  subVariant: text('sub_variant').notNull(),
  currency: text('currency').notNull(),
  /** Game offer key → its price table in this currency's minor units; every game offer of the offer has one. */
  prices: jsonb('prices').$type<Record<string, PriceTier[]>>().notNull(),
  /**
   * Prize pools and prizes are published on this sub-variant at this many minor units per 100 of the
   * offer's own (the operator's published figure for the region, not a live exchange rate).
   */
  prizePoolPercent: integer('prize_pool_percent').notNull(),
}, (t) => [
  primaryKey({ columns: [t.offerId, t.subVariant] }),
  check('offer_sub_variant_pricing_percent_check', sql`${t.prizePoolPercent} > 0`),
]);
