// Lotto party (groups spec §3): groups, their members, sessions (one draw, sold in shares), the shares each
// member bought through the cart, and what the session gave back (refunds) and paid out (prize parts).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AutosessionStatus, PublicityStatus, SessionStatus } from '@drawfront/shared/rules/lotto-party';
import { checkouts, customers, draws, ledgerTransactions, productOffers, sites, tickets } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const lottoPartyGroups = pgTable('lotto_party_groups', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  groupName: text('group_name').notNull(),
  /** Lower-cased, spaces collapsed: a duplicate name (409) is one that matches here. */
  nameKey: text('name_key').notNull(),
  publicityStatus: text('publicity_status').$type<PublicityStatus>().notNull().default('private'),
  organiserId: uuid('organiser_id').notNull().references(() => customers.id),
  /** The invite link's secret (random, URL-safe). */
  inviteToken: text('invite_token').notNull().unique(),
  createdAt: at('created_at').notNull(),
}, (t) => [
  uniqueIndex('lotto_party_groups_name_unique').on(t.siteKey, t.nameKey),
  check('lotto_party_groups_publicity_check', sql`${t.publicityStatus} in ('private', 'promoted', 'public')`),
]);

export const lottoPartyMembers = pgTable('lotto_party_members', {
  groupId: uuid('group_id').notNull().references(() => lottoPartyGroups.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  joinedAt: at('joined_at').notNull(),
}, (t) => [primaryKey({ columns: [t.groupId, t.customerId] }), index('lotto_party_members_customer_idx').on(t.customerId)]);

export const lottoPartySessions = pgTable('lotto_party_sessions', {
  id: uuid('id').primaryKey(),
  groupId: uuid('group_id').notNull().references(() => lottoPartyGroups.id, { onDelete: 'cascade' }),
  offerId: integer('offer_id').notNull().references(() => productOffers.id),
  drawId: integer('draw_id').notNull().references(() => draws.id),
  createdBy: uuid('created_by').notNull().references(() => customers.id),
  sharePriceCents: integer('share_price_cents').notNull(),
  /** One game's price when the session was opened (a linear price table); the close buys games at it. */
  gamePriceCents: integer('game_price_cents').notNull(),
  sharesTotal: integer('shares_total').notNull(),
  /** Moved only under the session's row lock (`FOR UPDATE`), so shares are never oversold. */
  sharesSold: integer('shares_sold').notNull().default(0),
  status: text('status').$type<SessionStatus>().notNull().default('open'),
  autosessionStatus: text('autosession_status').$type<AutosessionStatus>().notNull().default('off'),
  inviteAllExistingMembers: boolean('invite_all_existing_members').notNull().default(false),
  createdAt: at('created_at').notNull(),
  closedAt: at('closed_at'),
  /** The close: games bought, what they cost, the session's checkout (its tickets), what went back. */
  gamesBought: integer('games_bought'),
  spentCents: bigint('spent_cents', { mode: 'number' }),
  refundCents: bigint('refund_cents', { mode: 'number' }),
  checkoutId: uuid('checkout_id').references(() => checkouts.id),
  paidAt: at('paid_at'),
}, (t) => [
  index('lotto_party_sessions_group_idx').on(t.groupId, t.createdAt),
  index('lotto_party_sessions_open_idx').on(t.status, t.drawId),
  uniqueIndex('lotto_party_sessions_checkout_unique').on(t.checkoutId),
  // A group plays one session at a time: two opened at once cannot both commit, whoever opens them.
  uniqueIndex('lotto_party_sessions_one_open_per_group').on(t.groupId).where(sql`${t.status} = 'open'`),
  check('lotto_party_sessions_status_check', sql`${t.status} in ('open', 'closed', 'paid', 'cancelled')`),
  check('lotto_party_sessions_autosession_check', sql`${t.autosessionStatus} in ('on', 'paused', 'off')`),
  check('lotto_party_sessions_shares_check', sql`${t.sharesSold} >= 0 and ${t.sharesSold} <= ${t.sharesTotal}`),
  check('lotto_party_sessions_price_check', sql`${t.sharePriceCents} > 0 and ${t.gamePriceCents} > 0`),
]);

/** One purchase of shares (a cart line bought): the order of groups spec §7 `/orders`. */
export const lottoPartyShares = pgTable('lotto_party_shares', {
  id: uuid('id').primaryKey(),
  sessionId: uuid('session_id').notNull().references(() => lottoPartySessions.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  quantity: integer('quantity').notNull(),
  paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
  checkoutId: uuid('checkout_id').notNull().references(() => checkouts.id),
  /** Purchase order across the session: ties for a leftover cent go to the earlier buyer. */
  seq: serial('seq').notNull(),
  createdAt: at('created_at').notNull(),
}, (t) => [
  index('lotto_party_shares_session_idx').on(t.sessionId, t.seq),
  index('lotto_party_shares_customer_idx').on(t.customerId, t.createdAt),
  check('lotto_party_shares_quantity_check', sql`${t.quantity} >= 1`),
]);

/** Money a session gave back to a member: the remainder below one game, or everything when cancelled. */
export const lottoPartyRefunds = pgTable('lotto_party_refunds', {
  sessionId: uuid('session_id').notNull().references(() => lottoPartySessions.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  cents: bigint('cents', { mode: 'number' }).notNull(),
  transactionId: uuid('transaction_id').notNull().references(() => ledgerTransactions.id),
}, (t) => [primaryKey({ columns: [t.sessionId, t.customerId] })]);

/** A session ticket's prize split by shares, written by the draw engine's pay step in the batch that pays it. */
export const lottoPartyPrizeParts = pgTable('lotto_party_prize_parts', {
  ticketId: uuid('ticket_id').notNull().references(() => tickets.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  sessionId: uuid('session_id').notNull().references(() => lottoPartySessions.id, { onDelete: 'cascade' }),
  shares: integer('shares').notNull(),
  baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
  leftoverCents: bigint('leftover_cents', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.ticketId, t.customerId] }), index('lotto_party_prize_parts_session_idx').on(t.sessionId)]);
