// The tables every area's tables point at: sites and their customers, offers and their draws, the ledger's
// accounts and transactions, and checkouts with their tickets. An area's own tables are in the file named for
// the module that owns them (withdrawals.ts for modules/withdrawals) and import from here, never the reverse.
// One schema for PGlite and PostgreSQL; `drizzle-kit generate` turns it into api/drizzle/*.sql.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { GameType, GameTypeKey, ProductType } from '@drawfront/shared/contract/catalogue';
import type { DrawStatus } from '@drawfront/shared/contract/draws';
import type { InclusionProof } from '@drawfront/shared/fairness/merkle-tree';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import type { NavigationItem, SiteConstants, SocialLink } from '@drawfront/shared/contract/site';
import type { CheckoutLineDraft, DrawSchedule, DrawnNumbers, PrizeTable } from './json-types';
import { createdAt } from './columns';

export const sites = pgTable('sites', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  locale: text('locale').notNull(),
  currency: text('currency').notNull(),
  // IANA zone of the site's draw schedules and spend periods; existing sites all trade on Sydney time.
  timeZone: text('time_zone').notNull().default('Australia/Sydney'),
  defaultSubVariant: text('default_sub_variant').notNull(),
  appKey: text('app_key').notNull().unique(),
  signingSecret: text('signing_secret').notNull(),
  constants: jsonb('constants').$type<SiteConstants>().notNull(),
  navigation: jsonb('navigation').$type<NavigationItem[]>().notNull(),
  socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull(),
  routeOverrides: jsonb('route_overrides').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

export const productOffers = pgTable('product_offers', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  pricingName: text('pricing_name').notNull(),
  key: text('key').notNull(),
  type: text('type').$type<ProductType>().notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  urlAliases: jsonb('url_aliases').$type<{ subvariant: string; url: string }[]>().notNull(),
  availability: text('availability').$type<'available' | 'unavailable'>().notNull(),
  suspended: boolean('suspended').notNull().default(false),
  // An unpublished offer is answered only to customers allowed to preview, on `?preview=true` (storefront §2); nobody can buy it.
  published: boolean('published').notNull().default(true),
  displayCategory: text('display_category').notNull(),
  // Game types and their offers are read whole with the offer, never queried inside: JSON is enough.
  gameTypes: jsonb('game_types').$type<GameType[]>().notNull(),
  recurringPurchase: jsonb('recurring_purchase').$type<{ type: 'autoplay' | 'subscription'; availability: 'never' | 'always' | 'optional' } | null>(),
  recurringPurchaseInformation: text('recurring_purchase_information'),
  currency: text('currency').notNull(),
  size: integer('size'),
  tickets: integer('tickets'),
  // A syndicate's lottery (an offer key of the same site and pricing): the syndicate's draw N plays the lottery's
  // draw N, so its shares are on sale only while that draw is. Null for every other offer.
  lotteryOfferKey: text('lottery_offer_key'),
  brandColour: text('brand_colour').notNull(),
  tagline: text('tagline').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  // Draw engine: what a lottery's divisions need and pay, and its weekly schedule (null: raffles, whose draws are named one by one).
  prizeTable: jsonb('prize_table').$type<PrizeTable>(),
  drawSchedule: jsonb('draw_schedule').$type<DrawSchedule>(),
}, (t) => [
  unique('product_offers_key_unique').on(t.siteKey, t.pricingName, t.key),
  check('product_offers_type_check', sql`${t.type} in ('lottery_ticket', 'raffle_ticket', 'syndicate_share', 'membership')`),
  check('product_offers_availability_check', sql`${t.availability} in ('available', 'unavailable')`),
]);

export const draws = pgTable('draws', {
  id: serial('id').primaryKey(),
  offerId: integer('offer_id').notNull().references(() => productOffers.id, { onDelete: 'cascade' }),
  drawNo: integer('draw_no').notNull(),
  stop: timestamp('stop', { withTimezone: true, mode: 'date' }).notNull(),
  drawDate: timestamp('draw_date', { withTimezone: true, mode: 'date' }).notNull(),
  // Jackpots pass 2^31 cents ($21.4M), hence int8, read back as a JS number.
  prizePoolCents: bigint('prize_pool_cents', { mode: 'number' }),
  prizePoolSuffix: text('prize_pool_suffix'),
  isPrizePoolUnknown: boolean('is_prize_pool_unknown').notNull().default(false),
  purchaseStatus: text('purchase_status').$type<'open' | 'sold_out' | 'past_draw' | 'pre_order'>().notNull().default('open'),
  name: text('name'),
  // Draw engine (modules/draws): the lifecycle, moved forward only by compare-and-set updates, each step stamped.
  status: text('status').$type<DrawStatus>().notNull().default('DRAW_OPEN'),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  drawnAt: timestamp('drawn_at', { withTimezone: true, mode: 'date' }),
  scoredAt: timestamp('scored_at', { withTimezone: true, mode: 'date' }),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
  /** SHA-256 of the seed, published from creation; the seed itself is revealed only once drawn (never before DRAW_DRAWN). */
  seedHash: text('seed_hash'),
  seed: text('seed'),
  /** The drawn numbers (raffles: the winning entry numbers as `numbers`, first prize first). */
  result: jsonb('result').$type<DrawnNumbers>(),
  salesCents: bigint('sales_cents', { mode: 'number' }),
  /** The division-1 pool the draw is drawn for: the announced jackpot, raised by any rollover into it. */
  jackpotCents: bigint('jackpot_cents', { mode: 'number' }),
  /** What rolled on to the next draw (no division-1 winner). */
  rolloverCents: bigint('rollover_cents', { mode: 'number' }),
  /** The commitment to every ticket, made at close (draws/fairness): the Merkle root, how many tickets, and when. */
  ticketsRoot: text('tickets_root'),
  ticketsCount: integer('tickets_count'),
  ticketsCommittedAt: timestamp('tickets_committed_at', { withTimezone: true, mode: 'date' }),
  /** Revealed before ticket commitments existed (set once by migration 0041): exempt from the reveal-after-commitment rule, never set again. */
  drawnBeforeCommitments: boolean('drawn_before_commitments').notNull().default(false),
}, (t) => [
  unique('draws_offer_draw_no_unique').on(t.offerId, t.drawNo),
  index('draws_offer_stop_idx').on(t.offerId, t.stop),
  index('draws_status_idx').on(t.status, t.stop),
  check('draws_status_check', sql`${t.status} in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED')`),
  // Drawn draws have their seed and numbers; the seed always matches the published hash's presence.
  check('draws_drawn_check', sql`${t.status} in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED') or (${t.seed} is not null and ${t.result} is not null and ${t.drawnAt} is not null)`),
  check('draws_seed_hash_check', sql`${t.seed} is null or ${t.seedHash} is not null`),
  // The tickets are committed once sales have closed, and before the seed is revealed: no reveal without a root.
  check('draws_tickets_commitment_check', sql`(${t.ticketsRoot} is null) = (${t.ticketsCommittedAt} is null) and (${t.ticketsRoot} is null) = (${t.ticketsCount} is null) and (${t.ticketsRoot} is null or ${t.status} not in ('DRAW_OPEN', 'DRAW_CAPPED'))`),
  check('draws_reveal_after_commitment_check', sql`${t.drawnBeforeCommitments} or ${t.status} in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED') or (${t.ticketsCommittedAt} is not null and ${t.ticketsCommittedAt} <= ${t.drawnAt})`),
  check('draws_purchase_status_check', sql`${t.purchaseStatus} in ('open', 'sold_out', 'past_draw', 'pre_order')`),
  check('draws_prize_pool_check', sql`${t.isPrizePoolUnknown} = (${t.prizePoolCents} is null) and coalesce(${t.prizePoolCents}, 0) >= 0`),
]);

// Customers of a site; how they sign in is in identity.ts, two-factor.ts and social-auth.ts.
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  // Stored lower-cased, so the unique constraint is case-insensitive.
  email: text('email').notNull(),
  // Null for a customer who signed up with Apple or Google and has not set a password (modules/social-auth).
  passwordHash: text('password_hash'),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  state: text('state').notNull(),
  emailOptIn: boolean('email_opt_in').notNull().default(false),
  isVerified: boolean('is_verified').notNull().default(false),
  forcePasswordChange: boolean('force_password_change').notNull().default(false),
  accountUpgrade: boolean('account_upgrade').notNull().default(false),
  /** Staff and partners who may see unpublished offers with `?preview=true` (storefront §2). */
  canPreview: boolean('can_preview').notNull().default(false),
  /**
   * The currency the customer's money is kept in (wallet, limits, prizes), fixed at sign-up by the sub-variant
   * they signed up on: the en-GB site's customers keep pounds, the site's own customers its currency. Never
   * converted afterwards; a product not priced in it is not sold to them (`currency_not_charged`).
   */
  currency: text('currency').notNull(),
  createdAt: createdAt(),
  // Set once when the customer closes the account (account-closure.ts has why and until when it is
  // kept): a closed account cannot sign in. The row and everything that references it stay.
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  unique('customers_email_unique').on(t.siteKey, t.email),
  check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
]);

// Money: a double-entry ledger in integer cents. Every transaction's entries sum to zero (a deferred
// constraint trigger) and a customer wallet's balance can never go negative (a CHECK on the balance,
// which a trigger moves with every entry in the same statement). See drizzle/0005_ledger-rules.sql.
// House revenue and gateway clearing keep no running balance (`keeps_balance` false, `balance` stays 0):
// every purchase, prize and deposit posts to them, and one balance row updated by each would make every
// money transaction wait for the one before it to commit. Their balance is the sum of their entries, read
// when asked (`accountBalance`); see drizzle/0025_summed-system-balances.sql.

// withdrawal_holds: money of requested withdrawals, out of the wallets and not yet paid out or released.
// lotto_party_pool: members' share money, held until their session buys its tickets or refunds.
// house_promotions: the house's money given away by vouchers: what discounts take off purchases (house revenue
// still gets the full price) and the credit codes pay into wallets. Its balance runs negative by design.
// suspense: money that arrived for a closed account (a transfer, a prize, a refund, a charge that settled after
// the closure), held by the house until ops pay it back; each credit is listed in suspended_credits.
export type LedgerAccountKind = 'customer_wallet' | 'house_revenue' | 'gateway_clearing' | 'lotto_party_pool' | 'withdrawal_holds' | 'house_promotions' | 'suspense';
export type LedgerTransactionKind = 'deposit' | 'purchase' | 'prize' | 'withdrawal' | 'refund' | 'voucher_credit';

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<LedgerAccountKind>().notNull(),
  customerId: uuid('customer_id').unique().references(() => customers.id),
  currency: text('currency').notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  /** Whether `balance` is kept as entries post (every account a floor guards); false: summed from the entries on read. */
  keepsBalance: boolean('keeps_balance').notNull().generatedAlwaysAs(sql`kind not in ('house_revenue', 'gateway_clearing')`),
  /** Set (under the wallet lock) when the customer's account closes: from then on the wallet takes no money in. */
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  check('ledger_accounts_kind_check', sql`${t.kind} in ('customer_wallet', 'house_revenue', 'gateway_clearing', 'lotto_party_pool', 'withdrawal_holds', 'house_promotions', 'suspense')`),
  check('ledger_accounts_closed_wallet_check', sql`${t.closedAt} is null or ${t.kind} = 'customer_wallet'`),
  check('ledger_accounts_owner_check', sql`(${t.kind} = 'customer_wallet') = (${t.customerId} is not null)`),
  check('ledger_accounts_wallet_non_negative', sql`${t.kind} <> 'customer_wallet' or ${t.balance} >= 0`),
  // Held withdrawal money can only be paid out or released once: a second release would take the holds below zero.
  check('ledger_accounts_holds_non_negative', sql`${t.kind} <> 'withdrawal_holds' or ${t.balance} >= 0`),
  uniqueIndex('ledger_accounts_system_unique').on(t.kind, t.currency).where(sql`${t.customerId} is null`),
  check('ledger_accounts_summed_balance_unused', sql`${t.keepsBalance} or ${t.balance} = 0`),
]);

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuid('id').primaryKey(),
  kind: text('kind').$type<LedgerTransactionKind>().notNull(),
  reference: text('reference').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  check('ledger_transactions_kind_check', sql`${t.kind} in ('deposit', 'purchase', 'prize', 'withdrawal', 'refund', 'voucher_credit')`),
  // A withdrawal's movements share its id as reference: the wallet's list finds how its request ended.
  index('ledger_transactions_reference_idx').on(t.reference),
]);

export const checkouts = pgTable('checkouts', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  siteKey: text('site_key').notNull().references(() => sites.key),
  // Null for a checkout of pre-orders only: nothing is charged until their draws open (recurring/runner.ts).
  transactionId: uuid('transaction_id').unique().references(() => ledgerTransactions.id),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  receipt: jsonb('receipt').$type<Receipt>().notNull(),
  /** The ticket lines as bought, so the order can be replayed (`/cart/replay/{id}`); null before replays were kept. */
  lineDrafts: jsonb('line_drafts').$type<CheckoutLineDraft[]>(),
  /** The short code a customer reads and quotes (`DF-7K3Q-9M2P`, purchase/checkout-reference.ts); null before references were issued. */
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('checkouts_customer_idx').on(t.customerId, t.createdAt), uniqueIndex('checkouts_reference_unique').on(t.reference)]);

/** Numbers checkout references: each purchase takes the next and scrambles it into its code, so no two codes collide. */
export const checkoutReferenceSeq = pgSequence('checkout_reference_seq', { startWith: 1, increment: 1 });

/** A ticket's prize: none, owed to the wallet, paid, or above the claim threshold (paid after a claim). */
export type PrizeStatus = 'none' | 'pending' | 'paid' | 'claim_required';

/** One game for one draw. */
export const tickets = pgTable('tickets', {
  id: uuid('id').primaryKey(),
  checkoutId: uuid('checkout_id').notNull().references(() => checkouts.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  offerId: integer('offer_id').notNull().references(() => productOffers.id),
  drawId: integer('draw_id').notNull().references(() => draws.id),
  gameType: text('game_type').$type<GameTypeKey>().notNull(),
  game: jsonb('game').$type<GamePicks>().notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  // The score, written by the draw engine: division (null: no win), the numbers matched, the prize and its payment.
  division: integer('division'),
  matched: jsonb('matched').$type<DrawnNumbers>(),
  /** An entry covering several games (a system, PowerHit, boxed Strike): how many of its games won each division; null for one game. */
  wins: jsonb('wins').$type<{ division: number; games: number }[]>(),
  /** Games the entry covers (a System 8: 28; a PowerHit: 20); 1 for a one-game ticket. */
  gamesCovered: integer('games_covered').notNull().default(1),
  /** Raffles: the entry's number within its draw, issued in sequence at purchase (1..n per draw). */
  entryNo: integer('entry_no'),
  /** The game's place in its purchase as played (1 for the first game bought): orders a ticket's games; null before it was kept. */
  gameNo: integer('game_no'),
  /** 32 random bytes (hex) in the ticket's leaf of its draw's commitment: the leaf cannot be guessed from the ticket. */
  salt: text('salt').notNull().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  /** The ticket's inclusion path in its draw's commitment, written at close; null before (or never, for a ticket added after). */
  commitProof: jsonb('commit_proof').$type<InclusionProof>(),
  prizeCents: bigint('prize_cents', { mode: 'number' }).notNull().default(0),
  prizeStatus: text('prize_status').$type<PrizeStatus>().notNull().default('none'),
  prizePaidAt: timestamp('prize_paid_at', { withTimezone: true, mode: 'date' }),
  prizeTransactionId: uuid('prize_transaction_id').references(() => ledgerTransactions.id),
  /** Bought by a lotto party session for its members (held in its organiser's name): not the customer's own ticket. */
  heldForGroup: boolean('held_for_group').notNull().default(false),
}, (t) => [
  index('tickets_customer_idx').on(t.customerId, t.drawId),
  index('tickets_checkout_idx').on(t.checkoutId),
  index('tickets_draw_idx').on(t.drawId, t.id),
  uniqueIndex('tickets_draw_entry_unique').on(t.drawId, t.entryNo),
  // The pay step's queue: a draw's prizes still to pay.
  index('tickets_prize_pending_idx').on(t.drawId, t.id).where(sql`${t.prizeStatus} = 'pending'`),
  check('tickets_price_check', sql`${t.priceCents} >= 0`),
  check('tickets_prize_status_check', sql`${t.prizeStatus} in ('none', 'pending', 'paid', 'claim_required')`),
  // Paid exactly when a prize transaction is recorded; a prize is owed only on a winning score.
  check('tickets_prize_paid_check', sql`(${t.prizeStatus} = 'paid') = (${t.prizeTransactionId} is not null and ${t.prizePaidAt} is not null)`),
  check('tickets_prize_check', sql`${t.prizeCents} >= 0 and (${t.prizeStatus} = 'none' or ${t.division} is not null)`),
]);
