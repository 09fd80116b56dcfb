import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { PriceTier } from '@drawfront/shared/contract/catalogue';
// schema.ts re-exports this file; the foreign key reads productOffers lazily (a thunk), so the cycle is safe at load.
// eslint-disable-next-line import-x/no-cycle
import { checkouts, customers, draws, ledgerTransactions, productOffers, sites } from '../schema';
import type { DrawnNumbers } from './json-types';

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

/**
 * A syndicate's tickets for one draw (storefront §3 "size and tickets for syndicate shares"): its
 * `tickets` quick-picked games, made when the draw's first share is bought, scored by the draw engine.
 */
export const syndicateTickets = pgTable('syndicate_tickets', {
  drawId: integer('draw_id').notNull().references(() => draws.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  game: jsonb('game').$type<GamePicks>().notNull(),
  division: integer('division'),
  matched: jsonb('matched').$type<DrawnNumbers>(),
  prizeCents: bigint('prize_cents', { mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.drawId, t.seq] }), check('syndicate_tickets_prize_check', sql`${t.prizeCents} >= 0`)]);

/** A customer's shares of a syndicate's draw, bought in one checkout; its part of the syndicate's prize once scored. */
export const syndicateShares = pgTable('syndicate_shares', {
  id: uuid('id').primaryKey(),
  checkoutId: uuid('checkout_id').notNull().references(() => checkouts.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  offerId: integer('offer_id').notNull().references(() => productOffers.id),
  drawId: integer('draw_id').notNull().references(() => draws.id),
  shares: integer('shares').notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  /** This holding's part of the syndicate's prize (rules/share-split.ts), written when the draw is scored. */
  prizeCents: bigint('prize_cents', { mode: 'number' }).notNull().default(0),
  /** none (no prize), pending (owed to the wallet), paid (with its ledger transaction). */
  prizeStatus: text('prize_status').$type<'none' | 'pending' | 'paid'>().notNull().default('none'),
  prizeTransactionId: uuid('prize_transaction_id').references(() => ledgerTransactions.id),
  prizePaidAt: timestamp('prize_paid_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  check('syndicate_shares_prize_status_check', sql`${t.prizeStatus} in ('none', 'pending', 'paid') and (${t.prizeStatus} = 'paid') = (${t.prizeTransactionId} is not null)`),
  index('syndicate_shares_customer_idx').on(t.customerId, t.createdAt),
  index('syndicate_shares_draw_idx').on(t.drawId),
  unique('syndicate_shares_checkout_draw_unique').on(t.checkoutId, t.drawId),
  check('syndicate_shares_shares_check', sql`${t.shares} > 0 and ${t.priceCents} >= 0 and ${t.prizeCents} >= 0`),
]);

/**
 * An offer's terms and conditions per site (`/{offer}/terms-and-conditions`), and a draw's own terms
 * (`/{offer}/terms-and-conditions/{drawNo}`: a raffle draw's prize and dates), kept as data so each site
 * words its own. Sections are plain paragraphs under a heading; nothing in them is rendered as HTML.
 */
export const offerTerms = pgTable('offer_terms', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  offerKey: text('offer_key').notNull(),
  /** Null: the offer's terms; a number: that draw's. */
  drawNo: integer('draw_no'),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<{ heading: string; paragraphs: string[] }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  uniqueIndex('offer_terms_offer_unique').on(t.siteKey, t.offerKey).where(sql`${t.drawNo} is null`),
  uniqueIndex('offer_terms_draw_unique').on(t.siteKey, t.offerKey, t.drawNo).where(sql`${t.drawNo} is not null`),
]);

/** A customer's favourite numbers (/my-account/favourite-numbers), offered by every builder that takes numbers. */
export const favouriteNumbers = pgTable('favourite_numbers', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  numbers: jsonb('numbers').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
