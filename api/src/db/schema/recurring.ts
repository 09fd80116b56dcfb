import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { LimitPause, RecurringFundKind } from '@drawfront/shared/contract/recurring';
import type { LastAttemptStatus, PauseReason, PaymentResolutionAction } from '@drawfront/shared/rules/recurring-status';
import { checkouts, customers, draws, productOffers, sites } from './core';

// Recurring purchases (storefront §3 "Autoplay", §4 "Recurring purchase status"): autoplays and subscriptions
// repeat an entry every draw of their offer; a scheduled purchase is a raffle pre-order held for one draw.
// The recurring-purchase runner (modules/recurring/runner.ts) charges them; `recurring_runs` is its once-only record.

export type RecurringKind = 'autoplay' | 'subscription' | 'scheduled';
/** Autoplay and subscription statuses, plus a scheduled purchase's own two (active, cancelled). */
export type StoredRecurringStatus = 'recurring_status_active' | 'recurring_status_paused' | 'recurring_status_timed_pause' | 'recurring_status_cancelled' | 'active' | 'cancelled';
/** What one run did for one draw: purchased, skipped (jackpot under the minimum), a failure, or held by a limit. */
export type RunOutcome = 'purchased' | 'skipped' | 'soft_failure' | 'hard_failure' | 'limit_reached';

export const recurringPurchases = pgTable('recurring_purchases', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  kind: text('kind').$type<RecurringKind>().notNull(),
  offerId: integer('offer_id').notNull().references(() => productOffers.id),
  gameType: text('game_type').$type<GameTypeKey>().notNull(),
  gameOfferKey: text('game_offer_key').notNull(),
  games: jsonb('games').$type<GamePicks[]>().notNull(),
  quickpick: boolean('quickpick').notNull().default(false),
  day: text('day'),
  causeKey: text('cause_key'),
  minimumJackpotCents: bigint('minimum_jackpot_cents', { mode: 'number' }),
  /** Runs start at this draw number (the purchase that made the record bought the draws before). */
  firstDrawNo: integer('first_draw_no').notNull(),
  /** Scheduled purchases: the one draw the pre-order is for. */
  drawId: integer('draw_id').references(() => draws.id),
  /** Scheduled purchases: the price at the time of the order (the charge is re-priced when the draw opens). */
  priceCents: bigint('price_cents', { mode: 'number' }),
  status: text('status').$type<StoredRecurringStatus>().notNull(),
  pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date' }),
  pauseReason: text('pause_reason').$type<PauseReason>(),
  limitPause: jsonb('limit_pause').$type<LimitPause>(),
  fundKind: text('fund_kind').$type<RecurringFundKind>().notNull().default('wallet'),
  lastAttemptStatus: text('last_attempt_status').$type<LastAttemptStatus>(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  /** The checkout that created the record, and (scheduled purchases) the one that charged it. */
  sourceCheckoutId: uuid('source_checkout_id').references(() => checkouts.id),
  checkoutId: uuid('checkout_id').references(() => checkouts.id),
  seq: serial('seq').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('recurring_purchases_customer_idx').on(t.customerId, t.kind, t.seq),
  // The runner's scan: live records per offer.
  index('recurring_purchases_offer_live_idx').on(t.offerId, t.firstDrawNo).where(sql`${t.status} not in ('recurring_status_cancelled', 'cancelled')`),
  check('recurring_purchases_kind_check', sql`${t.kind} in ('autoplay', 'subscription', 'scheduled')`),
  check('recurring_purchases_status_check', sql`(${t.kind} = 'scheduled' and ${t.status} in ('active', 'cancelled')) or (${t.kind} <> 'scheduled' and ${t.status} in ('recurring_status_active', 'recurring_status_paused', 'recurring_status_timed_pause', 'recurring_status_cancelled'))`),
  check('recurring_purchases_timed_pause_check', sql`(${t.status} = 'recurring_status_timed_pause') = (${t.pausedUntil} is not null)`),
  check('recurring_purchases_scheduled_draw_check', sql`(${t.kind} = 'scheduled') = (${t.drawId} is not null)`),
  check('recurring_purchases_minimum_jackpot_check', sql`coalesce(${t.minimumJackpotCents}, 0) >= 0`),
]);

/**
 * One row per (recurring purchase, draw) the runner has looked at. `purchased`, `skipped` and `hard_failure`
 * are final for the draw; `soft_failure` and `limit_reached` are tried again at `next_try_at` (before the stop).
 */
export const recurringRuns = pgTable('recurring_runs', {
  recurringPurchaseId: uuid('recurring_purchase_id').notNull().references(() => recurringPurchases.id, { onDelete: 'cascade' }),
  drawId: integer('draw_id').notNull().references(() => draws.id),
  outcome: text('outcome').$type<RunOutcome>().notNull(),
  failures: integer('failures').notNull().default(0),
  nextTryAt: timestamp('next_try_at', { withTimezone: true, mode: 'date' }),
  checkoutId: uuid('checkout_id').references(() => checkouts.id),
  detail: text('detail'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.recurringPurchaseId, t.drawId] }),
  check('recurring_runs_outcome_check', sql`${t.outcome} in ('purchased', 'skipped', 'soft_failure', 'hard_failure', 'limit_reached')`),
  check('recurring_runs_purchased_check', sql`(${t.outcome} = 'purchased') = (${t.checkoutId} is not null)`),
]);

/** A hard failure the customer must act on (`GET /payment_resolutions`): open until resolved. */
export const paymentResolutions = pgTable('payment_resolutions', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  recurringPurchaseId: uuid('recurring_purchase_id').notNull().references(() => recurringPurchases.id, { onDelete: 'cascade' }),
  action: text('action').$type<PaymentResolutionAction>().notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('payment_resolutions_open_idx').on(t.customerId).where(sql`${t.resolvedAt} is null`),
  check('payment_resolutions_action_check', sql`${t.action} in ('change-fund', 'add-card', 'payment-method-updated')`),
]);
