import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { EntryStatus, GiveawayImage, GiveawayType, MembershipConfig, MembershipStatus, MembershipTier, UnlockRequestStatus } from '@drawfront/shared/contract/membership';
import { customers, sites } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// The daily-winners programme of a site (groups spec §3 "Membership programme config"): its texts as seeded,
// and the premium tier's price and period, which the cart's membership line charges.
export const membershipProgrammes = pgTable('membership_programmes', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  programId: text('program_id').notNull(),
  config: jsonb('config').$type<Omit<MembershipConfig, 'tiers'>>().notNull(),
  premiumOffer: text('premium_offer').notNull(),
  premiumPriceCents: integer('premium_price_cents').notNull(),
  premiumPeriodDays: integer('premium_period_days').notNull(),
  // Credited to each daily winner's wallet; other giveaways carry their own prize on the draw.
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [unique('membership_programmes_site_unique').on(t.siteKey, t.programId), check('membership_programmes_price_check', sql`${t.premiumPriceCents} > 0 and ${t.premiumPeriodDays} > 0`)]);

// The programme as a sub-variant sells it in its own currency (the en-GB site's pounds): the premium period's
// price there, and the rate giveaway prizes are published and paid at to its customers. A sub-variant without a
// row does not sell the programme to customers keeping its currency; prices are never converted.
export const membershipSubVariantPricing = pgTable('membership_sub_variant_pricing', {
  programmeId: integer('programme_id').notNull().references(() => membershipProgrammes.id, { onDelete: 'cascade' }),
  subVariant: text('sub_variant').notNull(),
  currency: text('currency').notNull(),
  premiumPriceCents: integer('premium_price_cents').notNull(),
  /** Minor units of this currency per 100 of the programme's own (the operator's published figure, not a live rate). */
  prizePercent: integer('prize_percent').notNull(),
}, (t) => [
  primaryKey({ columns: [t.programmeId, t.subVariant] }),
  unique('membership_sub_variant_pricing_currency_unique').on(t.programmeId, t.currency),
  check('membership_sub_variant_pricing_check', sql`${t.premiumPriceCents} > 0 and ${t.prizePercent} > 0`),
]);

// One customer's membership (groups spec §3 "Customer membership"). Premium is a paid period: cancelling
// keeps the tier to `premium_until`; a renewal (the recurring purchase) moves `premium_until` on.
export const memberships = pgTable('memberships', {
  id: uuid('id').primaryKey(),
  programmeId: integer('programme_id').notNull().references(() => membershipProgrammes.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  status: text('status').$type<MembershipStatus>().notNull(),
  tier: text('tier').$type<MembershipTier>().notNull().default('free'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  premiumFrom: at('premium_from'),
  premiumUntil: at('premium_until'),
  premiumCancelledAt: at('premium_cancelled_at'),
  // The purchase (checkout id) that bought or last renewed the premium period.
  premiumCheckoutId: text('premium_checkout_id'),
  updatedAt: at('updated_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  unique('memberships_customer_unique').on(t.programmeId, t.customerId),
  check('memberships_status_check', sql`${t.status} in ('member', 'non-member', 'pending-deposit')`),
  check('memberships_tier_check', sql`${t.tier} in ('free', 'premium')`),
]);

// A giveaway draw (groups spec §3 "Giveaway draw"): numbered per type (a daily draw's number is its date,
// yyyymmdd; a monthly one's yyyymm). The draw engine's giveaway step draws it once `close` has passed.
export const giveawayDraws = pgTable('giveaway_draws', {
  id: uuid('id').primaryKey(),
  programmeId: integer('programme_id').notNull().references(() => membershipProgrammes.id, { onDelete: 'cascade' }),
  type: text('type').$type<GiveawayType>().notNull(),
  number: integer('number').notNull(),
  externalId: text('external_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  images: jsonb('images').$type<{ mobile: GiveawayImage; desktop: GiveawayImage }>().notNull(),
  pill: text('pill'),
  permits: text('permits'),
  lockedContent: jsonb('locked_content').$type<{ title: string; text: string } | null>(),
  details: jsonb('details').$type<{ title: string; transferToken: string | null; url: string | null }>().notNull(),
  openAt: at('open_at').notNull(),
  closeAt: at('close_at').notNull(),
  prizeCents: integer('prize_cents').notNull(),
  winnersCount: integer('winners_count').notNull().default(1),
  // open → drawn (winners chosen and credited in one transaction).
  status: text('status').$type<'open' | 'drawn'>().notNull().default('open'),
  seedHash: text('seed_hash'),
  seed: text('seed'),
  drawnAt: at('drawn_at'),
  entriesCount: integer('entries_count'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  unique('giveaway_draws_number_unique').on(t.programmeId, t.type, t.number),
  index('giveaway_draws_due_idx').on(t.status, t.closeAt),
  check('giveaway_draws_type_check', sql`${t.type} in ('daily', 'major', 'monthly', 'preview', 'special')`),
  check('giveaway_draws_prize_check', sql`${t.prizeCents} >= 0 and ${t.winnersCount} >= 1`),
]);

// A customer's entry in one giveaway draw ("Upcoming draw (membership)"): its status and the monthly unlock request.
export const giveawayEntries = pgTable('giveaway_entries', {
  id: uuid('id').primaryKey(),
  drawId: uuid('draw_id').notNull().references(() => giveawayDraws.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  entryStatus: text('entry_status').$type<EntryStatus>().notNull(),
  // Entries counted at the draw (by tier when the draw runs); 0 while locked.
  entries: integer('entries').notNull().default(0),
  unlockRequest: text('unlock_request').$type<UnlockRequestStatus>(),
  unlockRequestedAt: at('unlock_requested_at'),
  won: boolean('won').notNull().default(false),
  prizeCents: integer('prize_cents'),
  prizeTransactionId: uuid('prize_transaction_id'),
  updatedAt: at('updated_at').notNull(),
}, (t) => [
  unique('giveaway_entries_unique').on(t.drawId, t.customerId),
  index('giveaway_entries_customer_idx').on(t.customerId),
  check('giveaway_entries_status_check', sql`${t.entryStatus} in ('locked', 'unlocked', 'guaranteed')`),
]);

// Benefits links (`GET /v3/benefits`): only the hash of the token is kept; a link is used once, before it expires.
export const benefitLinks = pgTable('benefit_links', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  siteKey: text('site_key').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});
