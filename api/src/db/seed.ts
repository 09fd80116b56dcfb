import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { zonedTimeToUtc } from '../lib/zoned-time';
import { newDrawSeed } from '../modules/draws/fairness/draw-seed';
import { plannedDraws } from '../modules/draws/schedule';
import { hashPassword } from '../modules/identity/passwords';
import { depositToWallet, openWallet } from '../modules/ledger/service';
import type { Database, Transaction } from './client';
import { branding, causes, customers, draws, offerCauses, precommitmentLimits, productOffers, siteCapabilities, siteDomains, sites, siteSubVariants, translations } from './schema';
import { DEFAULT_PRICING, SEED_CAUSES, SEED_OFFERS } from './seed-data/offers';
import { PRIZE_TABLES } from './seed-data/prize-tables';
import { HISTORY_WEEKS, seedHistory } from './seed-history';
import type { RaffleDraws, ScheduledDraws, SeedOffer } from './seed-data/offers';
import { SEED_CUSTOMERS } from './seed-data/customers';
import { seedDetailsFlags } from './seed-data/customer-details';
import { seedSessionRuleStates } from './seed-data/session-rules';
import { SEED_SITES } from './seed-data/sites';
import type { SeedSite } from './seed-data/sites';
import type { SeedCustomer } from './seed-data/customers';
import { seedTranslations } from './seed-data/translations';
import { seedMembership } from './seed-data/membership';
import { seedRecurring } from './seed-data/recurring';
import { loadContent } from '../modules/content/service';
import { seedProducts } from './seed-data/products';
import { seedIdentityFlags } from './seed-data/identity';
import { seedVerificationStates } from './seed-data/verification';
import { seedVouchers } from './seed-data/vouchers';
import { seedPartners } from './seed-data/partners';
import type { DrawSchedule } from './schema/json-types';

type DrawRow = typeof draws.$inferInsert;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/**
 * Demo data: two sites, their lotteries, raffles, syndicate, causes, translations and branding.
 * Idempotent (every insert skips rows that exist) and safe to run from several processes at once.
 * Draws are generated relative to `now`, so the seed gives upcoming draws whatever day it runs, and
 * the last weeks' draws are played and run through the draw engine (see seed-history.ts) for the
 * customers this run created.
 */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<void> {
  const created = await db.transaction(async (tx) => {
    for (const site of SEED_SITES) await seedSite(tx, site);
    await tx.insert(causes).values(SEED_CAUSES.map((cause) => ({ ...cause }))).onConflictDoNothing();
    for (const offer of SEED_OFFERS) await seedOffer(tx, offer, now);
    await seedMembership(tx, now);
    await seedProducts(tx, now);
    await seedVouchers(tx, now);
    await seedPartners(tx, now);
    const players: SeededPlayer[] = [];
    for (const customer of SEED_CUSTOMERS) {
      // A customer with a history gets their money in seedHistory, around their past play.
      const id = await seedCustomer(tx, customer, now, { depositLater: customer.history !== undefined });
      if (id) players.push({ id, customer });
    }
    await seedIdentityFlags(tx);
    await seedDetailsFlags(tx, now);
    await seedVerificationStates(tx, now, new Map(players.map((player) => [player.customer.email, player.id])));
    await seedSessionRuleStates(tx, now);
    return players;
  });
  if (created.length > 0) await seedHistory(db, now, created);
  await seedRecurring(db, now, created);
  await loadContent(db);
}

/** A demo customer this seed run created (only they get a history, so a second run adds none). */
export interface SeededPlayer {
  id: string;
  customer: SeedCustomer;
}

/**
 * Seeds when the database has no site yet (first start); returns whether it did. A database seeded
 * before demo customers existed gets them too (checked by email first, so a normal start hashes nothing).
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ sites: count() }).from(sites);
  if ((row?.sites ?? 0) > 0) {
    const missing: SeedCustomer[] = [];
    for (const customer of SEED_CUSTOMERS) {
      const [found] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.siteKey, customer.siteKey), eq(customers.email, customer.email)));
      const [site] = await db.select({ key: sites.key }).from(sites).where(eq(sites.key, customer.siteKey));
      if (!found && site) missing.push(customer);
    }
    if (missing.length > 0) await db.transaction(async (tx) => {
      const added = new Map<string, string>();
      for (const customer of missing) {
        const id = await seedCustomer(tx, customer, now);
        if (id) added.set(customer.email, id);
      }
      await seedVerificationStates(tx, now, added);
      await seedDetailsFlags(tx, now, missing.map((customer) => customer.email));
    });
    // Customers added to the seed since get their migration and location states too (existing rows are kept).
    await seedSessionRuleStates(db, now);
    await backfillDrawData(db);
    // A database seeded before vouchers existed gets the demo codes too (the sites are there: checked above).
    await seedVouchers(db, now);
    await seedPartners(db, now);
    return false;
  }
  await seedDatabase(db, now);
  return true;
}

/**
 * Gives offers seeded before the draw engine their prize table and weekly schedule (the engine reads them
 * from the database), leaving any an operator has set alone.
 */
async function backfillDrawData(db: Database): Promise<void> {
  for (const offer of SEED_OFFERS) {
    const where = and(eq(productOffers.siteKey, offer.siteKey), eq(productOffers.pricingName, DEFAULT_PRICING), eq(productOffers.key, offer.key));
    const prizeTable = PRIZE_TABLES[offer.key];
    if (prizeTable) await db.update(productOffers).set({ prizeTable }).where(and(where, isNull(productOffers.prizeTable)));
    if (offer.draws.kind === 'weekly') await db.update(productOffers).set({ drawSchedule: scheduleOf(offer.draws) }).where(and(where, isNull(productOffers.drawSchedule)));
    if (offer.lotteryOfferKey) await db.update(productOffers).set({ lotteryOfferKey: offer.lotteryOfferKey }).where(and(where, isNull(productOffers.lotteryOfferKey)));
  }
}

function scheduleOf(plan: ScheduledDraws): DrawSchedule {
  const { kind: _kind, ...schedule } = plan;
  return schedule;
}

/** A demo customer with a wallet funded by a real deposit transaction; skipped when the email exists. Returns the new id. */
async function seedCustomer(tx: Transaction, customer: SeedCustomer, now: Date, options: { depositLater?: boolean } = {}): Promise<string | null> {
  // Checked first so that a second seed hashes no password (argon2 is slow on purpose).
  const [existing] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.siteKey, customer.siteKey), eq(customers.email, customer.email)));
  if (existing) return null;
  // Like every other seeded row, the customer and its limit are written to their tables here (the seed is
  // part of the db layer); money moves only through the ledger service, whose postings the database checks.
  const [site] = await tx.select({ currency: sites.currency }).from(sites).where(eq(sites.key, customer.siteKey));
  const currency = customer.currency ?? site!.currency;
  const [row] = await tx
    .insert(customers)
    .values({
      id: randomUUID(),
      siteKey: customer.siteKey,
      email: customer.email,
      passwordHash: await hashPassword(customer.password),
      firstname: customer.firstname,
      lastname: customer.lastname,
      dateOfBirth: customer.dateOfBirth,
      state: customer.state,
      emailOptIn: false,
      isVerified: true,
      currency,
    })
    .onConflictDoNothing({ target: [customers.siteKey, customers.email] })
    .returning({ id: customers.id });
  if (!row) return null;
  await openWallet(tx, row.id, currency);
  if (customer.depositCents > 0 && !options.depositLater) {
    await depositToWallet(tx, { customerId: row.id, amount: customer.depositCents, currency, reference: `seed-deposit-${row.id}`, at: now, description: 'Welcome deposit (demo)' });
  }
  if (customer.precommitmentCents !== null) await tx.insert(precommitmentLimits).values({ customerId: row.id, limitCents: customer.precommitmentCents, updatedAt: now });
  return row.id;
}

async function seedSite(tx: Transaction, site: SeedSite): Promise<void> {
  await tx
    .insert(sites)
    .values({
      key: site.key,
      name: site.name,
      locale: site.locale,
      currency: site.currency,
      timeZone: site.timeZone,
      defaultSubVariant: site.defaultSubVariant,
      appKey: site.appKey,
      // A fresh secret per installation: the client reads it from /platform/sites/current.
      signingSecret: randomBytes(32).toString('base64url'),
      constants: site.constants,
      navigation: site.navigation,
      socialLinks: site.socialLinks,
      routeOverrides: site.routeOverrides,
    })
    .onConflictDoNothing();
  await tx.insert(siteDomains).values(site.domains.map((host) => ({ host, siteKey: site.key }))).onConflictDoNothing();
  for (const sv of site.subVariants) {
    // A seeded sub-variant takes the country and constants the seed gives it now (they came after its first rows).
    const row = { siteKey: site.key, ...sv, constants: sv.constants ?? {} };
    await tx.insert(siteSubVariants).values(row).onConflictDoUpdate({ target: [siteSubVariants.siteKey, siteSubVariants.code], set: { country: row.country, constants: row.constants } });
  }
  const capabilityRows = Object.entries(site.segments).flatMap(([segment, list]) => list.map((capability) => ({ siteKey: site.key, segment, capability })));
  await tx.insert(siteCapabilities).values(capabilityRows).onConflictDoNothing();
  await tx.insert(branding).values({ siteKey: site.key, theme: site.theme }).onConflictDoNothing();
  const translationRows = Object.entries(seedTranslations(site.key, site.name)).flatMap(([locale, items]) =>
    items.map((item) => ({ siteKey: site.key, locale, category: item.category, itemId: item.id, type: item.type, value: item.value })),
  );
  await tx.insert(translations).values(translationRows).onConflictDoNothing();
}

async function seedOffer(tx: Transaction, offer: SeedOffer, now: Date): Promise<void> {
  await tx
    .insert(productOffers)
    .values({
      siteKey: offer.siteKey,
      pricingName: DEFAULT_PRICING,
      key: offer.key,
      type: offer.type,
      name: offer.name,
      url: offer.url,
      urlAliases: offer.urlAliases,
      availability: 'available',
      suspended: false,
      published: offer.published ?? true,
      displayCategory: offer.displayCategory,
      gameTypes: offer.gameTypes,
      recurringPurchase: offer.recurringPurchase,
      recurringPurchaseInformation: offer.recurringPurchaseInformation,
      currency: 'AUD',
      size: offer.size ?? null,
      tickets: offer.tickets ?? null,
      lotteryOfferKey: offer.lotteryOfferKey ?? null,
      brandColour: offer.brandColour,
      tagline: offer.tagline,
      sortOrder: SEED_OFFERS.indexOf(offer),
      prizeTable: PRIZE_TABLES[offer.key] ?? null,
      drawSchedule: offer.draws.kind === 'weekly' ? scheduleOf(offer.draws) : null,
    })
    .onConflictDoNothing();
  const [stored] = await tx
    .select({ id: productOffers.id })
    .from(productOffers)
    .where(and(eq(productOffers.siteKey, offer.siteKey), eq(productOffers.pricingName, DEFAULT_PRICING), eq(productOffers.key, offer.key)));
  if (!stored) throw new Error(`seed: offer ${offer.key} was not stored`);

  const timeZone = SEED_SITES.find((site) => site.key === offer.siteKey)?.timeZone;
  if (!timeZone) throw new Error(`seed: offer ${offer.key} names site ${offer.siteKey}, which is not seeded`);
  // Syndicate shares are not played in the seed's history: one past draw is enough for them.
  const historyWeeks = offer.type === 'lottery_ticket' ? HISTORY_WEEKS : 1;
  const drawRows = offer.draws.kind === 'weekly' ? weeklyDraws(stored.id, offer.draws, now, timeZone, historyWeeks) : raffleDraws(stored.id, offer.draws, now, timeZone);
  await tx.insert(draws).values(drawRows).onConflictDoNothing();

  for (const [index, causeKey] of offer.causeKeys.entries()) {
    const [cause] = await tx.select({ id: causes.id }).from(causes).where(and(eq(causes.siteKey, offer.siteKey), eq(causes.key, causeKey)));
    if (!cause) throw new Error(`seed: cause ${causeKey} of offer ${offer.key} is not seeded`);
    await tx.insert(offerCauses).values({ offerId: stored.id, causeId: cause.id, sortOrder: index }).onConflictDoNothing();
  }
}

/**
 * The last `historyWeeks` weeks of draws (the engine closes, draws and pays them) and the upcoming ones, each
 * with a fresh seed whose hash is published from creation.
 */
function weeklyDraws(offerId: number, plan: ScheduledDraws, now: Date, timeZone: string, historyWeeks: number): DrawRow[] {
  const from = new Date(now.getTime() + plan.stopMinutesBefore * MINUTE_MS - historyWeeks * WEEK_MS);
  return plannedDraws(scheduleOf(plan), timeZone, from, historyWeeks + plan.upcoming).map((planned) => {
    const { seed, hash } = newDrawSeed();
    return {
      offerId,
      ...planned,
      prizePoolCents: plan.prizePoolCents,
      prizePoolSuffix: plan.prizePoolSuffix,
      isPrizePoolUnknown: plan.prizePoolCents === null,
      jackpotCents: plan.prizePoolCents,
      seed,
      seedHash: hash,
      name: null,
    };
  });
}

/** Raffle draws at fixed day distances from now; sales stop at 19:00 and the draw is at 20:00, in the site's `timeZone`. */
function raffleDraws(offerId: number, plan: RaffleDraws, now: Date, timeZone: string): DrawRow[] {
  return plan.draws.map((draw) => {
    const day = zonedDate(new Date(now.getTime() + draw.stopInDays * DAY_MS), timeZone);
    const stop = zonedTimeToUtc(day.year, day.month, day.day, 19, 0, timeZone);
    const { seed, hash } = newDrawSeed();
    return {
      offerId,
      drawNo: draw.drawNo,
      stop,
      drawDate: new Date(stop.getTime() + 60 * MINUTE_MS),
      prizePoolCents: draw.prizeValueCents,
      prizePoolSuffix: null,
      isPrizePoolUnknown: false,
      // A sold-out raffle draw has its sales capped; a past one is still open until the engine closes it.
      purchaseStatus: draw.purchaseStatus === 'past_draw' ? 'open' : draw.purchaseStatus,
      status: draw.purchaseStatus === 'sold_out' ? 'DRAW_CAPPED' : 'DRAW_OPEN',
      jackpotCents: draw.prizeValueCents,
      seed,
      seedHash: hash,
      name: draw.name,
    };
  });
}
