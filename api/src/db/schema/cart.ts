// Carts: a visitor's (anonymous token) or a customer's, one line per ticket draft. Prices are never stored:
// every read re-prices the lines from the offer's price table.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GamePicks, KindProductType } from '@drawfront/shared/contract/cart';
import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import { createdAt } from './columns';
import { customers, sites } from './core';

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  anonToken: text('anon_token').unique(),
  customerId: uuid('customer_id').unique().references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [check('carts_owner_check', sql`(${t.anonToken} is null) <> (${t.customerId} is null)`)]);

export const cartItems = pgTable('cart_items', {
  id: uuid('id').primaryKey(),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  offerKey: text('offer_key').notNull(),
  gameType: text('game_type').$type<GameTypeKey>().notNull(),
  gameOfferKey: text('game_offer_key').notNull(),
  firstDrawNo: integer('first_draw_no').notNull(),
  numDraws: integer('num_draws').notNull(),
  autoplay: boolean('autoplay').notNull().default(false),
  games: jsonb('games').$type<GamePicks[]>().notNull(),
  quickpick: boolean('quickpick').notNull().default(false),
  day: text('day'),
  causeKey: text('cause_key'),
  /** Autoplay lines: run only when the jackpot is at least this (minor units); null for none. */
  minimumJackpotCents: bigint('minimum_jackpot_cents', { mode: 'number' }),
  /** Syndicate lines: the shares bought (the line's quantity); null for every other line. */
  numShares: integer('num_shares'),
  // Insertion order, kept when an anonymous cart's lines move into a customer's cart.
  seq: serial('seq').notNull(),
  createdAt: createdAt(),
}, (t) => [index('cart_items_cart_idx').on(t.cartId, t.seq), check('cart_items_num_draws_check', sql`${t.numDraws} >= 1`)]);

// Lines that are not tickets of an offer's draws (a lotto party share, a membership): the kind that sells it
// (`cart/line-kinds.ts`) checks, prices and fulfils them; `key` names what is bought within that kind.
export const cartKindLines = pgTable('cart_kind_lines', {
  id: uuid('id').primaryKey(),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  productType: text('product_type').$type<KindProductType>().notNull(),
  key: text('key').notNull(),
  quantity: integer('quantity').notNull(),
  seq: serial('seq').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('cart_kind_lines_cart_idx').on(t.cartId, t.seq),
  check('cart_kind_lines_quantity_check', sql`${t.quantity} >= 1`),
  check('cart_kind_lines_product_type_check', sql`${t.productType} in ('social_syndicate_share', 'membership')`),
]);
