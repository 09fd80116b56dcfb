import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GamePicks, KindProductType } from '@drawfront/shared/contract/cart';
import type { GameType, GameTypeKey, ProductType } from '@drawfront/shared/contract/catalogue';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import type { DrawStatus } from '@drawfront/shared/contract/draws';
import type { RemoteArtifact, SiteRelease } from '@drawfront/shared/contract/release';
import type { NavigationItem, SiteConstants, SocialLink } from '@drawfront/shared/contract/site';
import type { CheckoutLineDraft, DrawSchedule, DrawnNumbers, PrizeTable } from './schema/json-types';

// One schema for PGlite and PostgreSQL; `drizzle-kit generate` turns it into api/drizzle/*.sql.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export interface Theme {
  logoText: string;
  colours: { primary: string; secondary: string; accent: string; background: string; surface: string; text: string };
  fonts: { heading: string; body: string };
}

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

export const siteDomains = pgTable('site_domains', {
  host: text('host').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
}, (t) => [index('site_domains_site_idx').on(t.siteKey)]);

export const siteSubVariants = pgTable('site_sub_variants', {
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  locale: text('locale').notNull(),
  currency: text('currency').notNull(),
}, (t) => [primaryKey({ columns: [t.siteKey, t.code] }), check('site_sub_variants_code_upper', sql`${t.code} = upper(${t.code})`)]);

export const siteCapabilities = pgTable('site_capabilities', {
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  segment: text('segment').notNull(),
  capability: text('capability').notNull(),
}, (t) => [primaryKey({ columns: [t.siteKey, t.segment, t.capability] })]);

export const translations = pgTable('translations', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  category: text('category').notNull(),
  itemId: text('item_id').notNull(),
  type: text('type').notNull(),
  value: text('value').notNull(),
}, (t) => [
  unique('translations_item_unique').on(t.siteKey, t.locale, t.category, t.itemId),
  check('translations_type_check', sql`${t.type} in ('image', 'markdown', 'plain', 'seo', 'json')`),
]);

export const branding = pgTable('branding', {
  siteKey: text('site_key').primaryKey().references(() => sites.key, { onDelete: 'cascade' }),
  theme: jsonb('theme').$type<Theme>().notNull(),
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
}, (t) => [
  unique('draws_offer_draw_no_unique').on(t.offerId, t.drawNo),
  index('draws_offer_stop_idx').on(t.offerId, t.stop),
  index('draws_status_idx').on(t.status, t.stop),
  check('draws_status_check', sql`${t.status} in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED')`),
  // Drawn draws have their seed and numbers; the seed always matches the published hash's presence.
  check('draws_drawn_check', sql`${t.status} in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED') or (${t.seed} is not null and ${t.result} is not null and ${t.drawnAt} is not null)`),
  check('draws_seed_hash_check', sql`${t.seed} is null or ${t.seedHash} is not null`),
  check('draws_purchase_status_check', sql`${t.purchaseStatus} in ('open', 'sold_out', 'past_draw', 'pre_order')`),
  check('draws_prize_pool_check', sql`${t.isPrizePoolUnknown} = (${t.prizePoolCents} is null) and coalesce(${t.prizePoolCents}, 0) >= 0`),
]);

/** A scored draw's dividends: winners and prize per winner of each division. */
export const drawDivisions = pgTable('draw_divisions', {
  drawId: integer('draw_id').notNull().references(() => draws.id, { onDelete: 'cascade' }),
  division: integer('division').notNull(),
  winners: integer('winners').notNull(),
  poolCents: bigint('pool_cents', { mode: 'number' }).notNull(),
  prizeCents: bigint('prize_cents', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.drawId, t.division] }), check('draw_divisions_non_negative', sql`${t.winners} >= 0 and ${t.prizeCents} >= 0 and ${t.poolCents} >= 0`)]);

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

// Platform: remote artifacts, immutable site releases, pointers moved by compare-and-swap, audit.

export const remoteArtifacts = pgTable('remote_artifacts', {
  id: serial('id').primaryKey(),
  remote: text('remote').$type<RemoteArtifact['remote']>().notNull(),
  version: text('version').notNull(),
  manifestUrl: text('manifest_url').notNull(),
  entryUrl: text('entry_url').notNull(),
  integrity: text('integrity').notNull(),
  contractVersion: text('contract_version').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  publishedBy: text('published_by').notNull(),
}, (t) => [unique('remote_artifacts_version_unique').on(t.remote, t.version)]);

export const siteReleases = pgTable('site_releases', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  document: jsonb('document').$type<SiteRelease>().notNull(),
  createdAt: createdAt(),
}, (t) => [index('site_releases_site_idx').on(t.siteKey, t.createdAt), unique('site_releases_site_id_unique').on(t.siteKey, t.id)]);

export const sitePointers = pgTable('site_pointers', {
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  channel: text('channel').$type<'live' | 'canary'>().notNull(),
  // Null only on a canary pointer whose canary has ended; the row stays so its revision keeps counting.
  releaseId: uuid('release_id'),
  revision: integer('revision').notNull(),
  canaryPercentage: integer('canary_percentage'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
}, (t) => [
  primaryKey({ columns: [t.siteKey, t.channel] }),
  // A pointer can only name a release of its own site.
  foreignKey({ name: 'site_pointers_release_fk', columns: [t.siteKey, t.releaseId], foreignColumns: [siteReleases.siteKey, siteReleases.id] }),
  check('site_pointers_channel_check', sql`${t.channel} in ('live', 'canary')`),
  check('site_pointers_revision_check', sql`${t.revision} >= 1`),
  check(
    'site_pointers_percentage_check',
    sql`(${t.channel} = 'live' and ${t.canaryPercentage} is null and ${t.releaseId} is not null)
      or (${t.channel} = 'canary' and ((${t.releaseId} is null and ${t.canaryPercentage} is null) or ${t.canaryPercentage} between 1 and 99))`,
  ),
]);

export const releaseAudit = pgTable('release_audit', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  channel: text('channel').$type<'live' | 'canary'>().notNull(),
  action: text('action').$type<'promote' | 'rollback' | 'canary'>().notNull(),
  fromRelease: uuid('from_release'),
  toRelease: uuid('to_release'),
  actor: text('actor').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  revision: integer('revision').notNull(),
  canaryPercentage: integer('canary_percentage'),
}, (t) => [
  index('release_audit_site_idx').on(t.siteKey, t.id),
  check('release_audit_action_check', sql`${t.action} in ('promote', 'rollback', 'canary')`),
  check('release_audit_channel_check', sql`${t.channel} in ('live', 'canary')`),
]);

// Identity: customers of a site, rotating refresh tokens grouped in families, sign-in attempts.

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
  // Set once when the customer closes the account (schema/account-closures.ts has why and until when it is
  // kept): a closed account cannot sign in. The row and everything that references it stay.
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  unique('customers_email_unique').on(t.siteKey, t.email),
  check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
]);

export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  // SHA-256 of the token: a stolen table gives no usable token.
  tokenHash: text('token_hash').notNull().unique(),
  familyId: uuid('family_id').notNull(),
  deviceUuid: uuid('device_uuid').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
}, (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_customer_idx').on(t.customerId)]);

/**
 * The identity rate limits' counters (modules/identity/rate-limits.ts), counted over a window so every
 * API instance agrees: failed sign-ins per account (`account`) and per client address (`address`),
 * sign-up attempts (`signup`) and email checks (`check_email`) per client address. Named for the first.
 */
export const loginFailures = pgTable('login_failures', {
  id: serial('id').primaryKey(),
  scope: text('scope').$type<'account' | 'address' | 'signup' | 'check_email' | 'password_reset'>().notNull(),
  subject: text('subject').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('login_failures_subject_idx').on(t.scope, t.subject, t.at),
  check('login_failures_scope_check', sql`${t.scope} in ('account', 'address', 'signup', 'check_email', 'password_reset')`),
]);

// Carts: a visitor's (anonymous token) or a customer's, one line per ticket draft. Prices are never stored:
// every read re-prices the lines from the offer's price table.

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
}, (t) => [check('ledger_transactions_kind_check', sql`${t.kind} in ('deposit', 'purchase', 'prize', 'withdrawal', 'refund', 'voucher_credit')`)]);

export const ledgerEntries = pgTable('ledger_entries', {
  id: serial('id').primaryKey(),
  transactionId: uuid('transaction_id').notNull().references(() => ledgerTransactions.id),
  accountId: integer('account_id').notNull().references(() => ledgerAccounts.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  // Set by the entry trigger from the account's new balance; null on an account that keeps no running balance.
  balanceAfter: bigint('balance_after', { mode: 'number' }),
}, (t) => [
  index('ledger_entries_account_idx').on(t.accountId, t.id),
  index('ledger_entries_transaction_idx').on(t.transactionId),
  check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
]);

/** A customer's weekly pre-commitment limit (storefront §3 "Spend limits"). */
export const precommitmentLimits = pgTable('precommitment_limits', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  limitCents: bigint('limit_cents', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [check('precommitment_limits_positive', sql`${t.limitCents} > 0`)]);

/**
 * A customer's own spend limit per period. A tighter limit applies at once; a looser one (or removal)
 * waits in pending_* until pending_effective_at (a cooling-off period), when it is applied on read.
 */
export const spendLimits = pgTable('spend_limits', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  period: text('period').$type<SpendLimitPeriod>().notNull(),
  limitCents: bigint('limit_cents', { mode: 'number' }).notNull(),
  /** The loosened limit waiting out the cooling-off period; null with pending_effective_at set means removal. */
  pendingLimitCents: bigint('pending_limit_cents', { mode: 'number' }),
  pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  uniqueIndex('spend_limits_customer_period_unique').on(t.customerId, t.period),
  check('spend_limits_period_check', sql`${t.period} in ('daily', 'weekly', 'monthly')`),
  check('spend_limits_positive', sql`${t.limitCents} > 0 and (${t.pendingLimitCents} is null or ${t.pendingLimitCents} > 0)`),
  check('spend_limits_pending_check', sql`${t.pendingLimitCents} is null or ${t.pendingEffectiveAt} is not null`),
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
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('checkouts_customer_idx').on(t.customerId, t.createdAt)]);

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

/** Answers of money-moving calls by (customer, Idempotency-Key): a retry gets the first answer. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [primaryKey({ columns: [t.customerId, t.key] })]);

// Funds and deposits (groups spec §3 "Fund", "Deposit"). A fund holds the gateway's token and what
// may be shown of the card; never its number or CSC. A removed fund is kept (deposits name it) with
// `deleted_at` set; at most one live fund per customer is the default.
export type CardBrandName = 'visa' | 'mastercard' | 'amex' | 'unknown';
export type DepositStatusName = 'pending' | 'requires_action' | 'succeeded' | 'failed';
/** Groups spec §3 deposit method codes this shop takes: card, PayPal, Apple Pay, Google Pay, bank transfer, PayID. */
export type DepositMethodName = 'cc' | 'pl' | 'ap' | 'gp' | 'bd' | 'td';
export type CardFundingName = 'credit' | 'debit' | 'unknown';

export const funds = pgTable('funds', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  gateway: text('gateway').notNull(),
  token: text('token').notNull(),
  brand: text('brand').$type<CardBrandName>().notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  holderName: text('holder_name').notNull(),
  /** What the gateway says the card is; en-GB deposits refuse credit cards. Cards saved before this are unknown. */
  funding: text('funding').$type<CardFundingName>().notNull().default('unknown'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('funds_customer_idx').on(t.customerId, t.createdAt),
  uniqueIndex('funds_one_default_per_customer').on(t.customerId).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  check('funds_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  check('funds_expiry_month_check', sql`${t.expiryMonth} between 1 and 12`),
]);

export const deposits = pgTable('deposits', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  /** The saved card charged; null for the methods without a saved fund (PayPal, wallets, bank transfer). */
  fundId: uuid('fund_id').references(() => funds.id),
  methodCode: text('method_code').$type<DepositMethodName>().notNull().default('cc'),
  /** The gateway that took a fundless deposit (a card deposit's is its fund's). */
  gateway: text('gateway'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<DepositStatusName>().notNull(),
  gatewayReference: text('gateway_reference'),
  redirectUrl: text('redirect_url'),
  message: text('message'),
  transactionId: uuid('transaction_id').unique().references(() => ledgerTransactions.id),
  returnPath: text('return_path'),
  /**
   * Where the gateway sends the browser after a challenge. Kept because a charge interrupted between asking
   * the gateway and recording its answer is resumed later with the same idempotency key and the same request.
   */
  notifyUrl: text('notify_url'),
  /** Groups spec §3 deposit purchase types: a plain top-up is ad_hoc; checkout deposits then buys `purchase_request`. */
  purchaseType: text('purchase_type').$type<'ad_hoc' | 'checkout'>().notNull().default('ad_hoc'),
  /** What a checkout deposit buys once the money is in (kept while a 3-D Secure challenge is open). */
  purchaseRequest: jsonb('purchase_request').$type<Record<string, unknown>>(),
  /** The checkout the deposit paid for, once bought; the failure message when the purchase could not go ahead. */
  checkoutId: uuid('checkout_id').references(() => checkouts.id),
  purchaseMessage: text('purchase_message'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('deposits_customer_idx').on(t.customerId, t.createdAt),
  check('deposits_purchase_type_check', sql`${t.purchaseType} in ('ad_hoc', 'checkout')`),
  check('deposits_checkout_request_check', sql`(${t.purchaseType} = 'checkout') = (${t.purchaseRequest} is not null)`),
  index('deposits_gateway_reference_idx').on(t.gatewayReference),
  check('deposits_status_check', sql`${t.status} in ('pending', 'requires_action', 'succeeded', 'failed')`),
  check('deposits_amount_check', sql`${t.amountCents} > 0`),
  check('deposits_method_check', sql`${t.methodCode} in ('cc', 'pl', 'ap', 'gp', 'bd', 'td')`),
  check('deposits_card_fund_check', sql`(${t.methodCode} = 'cc') = (${t.fundId} is not null)`),
  // A bank's transaction id credits once, however often the bank (or the ops command) reports it.
  uniqueIndex('deposits_bank_transaction_idx').on(t.gatewayReference).where(sql`${t.methodCode} in ('bd', 'td')`),
  // Credited exactly when succeeded.
  check('deposits_credit_check', sql`(${t.status} = 'succeeded') = (${t.transactionId} is not null)`),
]);

/** The reference a customer quotes on a bank transfer or PayID payment so it finds their wallet. */
export const bankDepositReferences = pgTable('bank_deposit_references', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  reference: text('reference').notNull().unique(),
  createdAt: createdAt(),
});

// ─── Outbox and notifications feed (issue 7) ────────────────────────────────────────────────────
// Both are written in the same transaction as the change that causes them, and both are idempotent
// on a caller-chosen `dedupe_key`: a step that runs twice (a retried job) tells the customer once.

export type OutboxStatusName = 'pending' | 'sent' | 'failed';

/**
 * Every email the platform sends (ARCHITECTURE §3 "Email"). A sender claims a due row by moving its
 * `next_attempt_at` past the send (a lease), sends outside any transaction, then records the outcome;
 * a sender that dies mid-send leaves the row to be claimed again when the lease runs out.
 */
export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  template: text('template').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  dedupeKey: text('dedupe_key').notNull().unique(),
  status: text('status').$type<OutboxStatusName>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** Which transport took the mail ('smtp', 'dev-mailbox'), once sent. */
  transport: text('transport'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('outbox_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  index('outbox_emails_created_idx').on(t.createdAt),
  check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  check('outbox_emails_attempts_check', sql`${t.attempts} >= 0`),
  check('outbox_emails_sent_check', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
]);

/** The customer's notifications feed (the header bell): newest first, unread until marked read. */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  dedupeKey: text('dedupe_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('notifications_customer_idx').on(t.customerId, t.createdAt),
  index('notifications_unread_idx').on(t.customerId).where(sql`${t.readAt} is null`),
]);
// New areas' tables live in schema/<area>.ts and reference these tables lazily (callbacks), hence the cycle.
// eslint-disable-next-line import-x/no-cycle
export * from './schema/recurring';
// eslint-disable-next-line import-x/no-cycle
export * from './schema/membership';
// eslint-disable-next-line import-x/no-cycle
export * from './schema/lotto-party';
// eslint-disable-next-line import-x/no-cycle -- area tables reference `sites` lazily (see schema/content.ts)
export * from './schema/content';
// Area schema files reference the tables above (foreign keys, read lazily) and are re-exported here, so the
// cycle is by design: everything imports the schema from this file, which is complete before they load.
// eslint-disable-next-line import-x/no-cycle
export * from './schema/money-in-out';
// eslint-disable-next-line import-x/no-cycle -- products.ts references productOffers lazily (see there)
export * from './schema/products';
// eslint-disable-next-line import-x/no-cycle -- identity tables reference customers lazily
export * from './schema/identity';
// eslint-disable-next-line import-x/no-cycle -- play breaks reference customers lazily
export * from './schema/play-breaks';
// eslint-disable-next-line import-x/no-cycle -- account closures reference customers lazily
export * from './schema/account-closures';
// eslint-disable-next-line import-x/no-cycle -- vouchers reference sites, carts, customers and the ledger lazily
export * from './schema/vouchers';
// eslint-disable-next-line import-x/no-cycle -- partners reference sites, checkouts and customers lazily
export * from './schema/partners';
// eslint-disable-next-line import-x/no-cycle -- customer details and preferences reference customers lazily
export * from './schema/customer-details';
// eslint-disable-next-line import-x/no-cycle -- verification tables reference customers and sites lazily
export * from './schema/verification';
// eslint-disable-next-line import-x/no-cycle -- social sign-in tables reference customers and sites lazily
export * from './schema/social-auth';
// eslint-disable-next-line import-x/no-cycle -- customer migrations reference customers lazily
export * from './schema/migration';
// eslint-disable-next-line import-x/no-cycle -- customer locations reference customers lazily
export * from './schema/locations';
// eslint-disable-next-line import-x/no-cycle -- suspended credits reference customers and the ledger lazily
export * from './schema/suspended-credits';
