import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { DrawnNumbers } from './json-types';
import { checkouts, customers, draws, ledgerTransactions, productOffers } from './core';

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
