import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { nextWeeklyOccurrences, zonedTimeToUtc } from '../lib/zoned-time';
import { hashPassword } from '../modules/identity/passwords';
import { depositToWallet, openWallet } from '../modules/ledger/service';
import type { Database, Transaction } from './client';
import { branding, causes, customers, draws, offerCauses, precommitmentLimits, productOffers, siteCapabilities, siteDomains, sites, siteSubVariants, translations } from './schema';
import { DEFAULT_PRICING, SEED_CAUSES, SEED_OFFERS } from './seed-data/offers';
import type { RaffleDraws, ScheduledDraws, SeedOffer } from './seed-data/offers';
import { SEED_CUSTOMERS } from './seed-data/customers';
import { SEED_SITES } from './seed-data/sites';
import type { SeedSite } from './seed-data/sites';
import type { SeedCustomer } from './seed-data/customers';
import { seedTranslations } from './seed-data/translations';

type DrawRow = typeof draws.$inferInsert;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
// A Monday, 00:00 UTC: draw numbers count weeks from here, so a draw keeps its number whenever the seed runs.
const DRAW_NUMBER_EPOCH = Date.UTC(2024, 0, 1);

/**
 * Demo data: two sites, their lotteries, raffles, syndicate, causes, translations and branding.
 * Idempotent (every insert skips rows that exist) and safe to run from several processes at once.
 * Draws are generated relative to `now`, so the seed gives upcoming draws whatever day it runs.
 */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const site of SEED_SITES) await seedSite(tx, site);
    await tx.insert(causes).values(SEED_CAUSES.map((cause) => ({ ...cause }))).onConflictDoNothing();
    for (const offer of SEED_OFFERS) await seedOffer(tx, offer, now);
    for (const customer of SEED_CUSTOMERS) await seedCustomer(tx, customer, now);
  });
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
      for (const customer of missing) await seedCustomer(tx, customer, now);
    });
    return false;
  }
  await seedDatabase(db, now);
  return true;
}

/**
 * A demo customer with a wallet funded by a real deposit transaction; skipped when the email exists.
 * Like every other seeded row, the customer and its limit are written to their tables here (the seed
 * is part of the db layer); money moves only through the ledger service, whose postings the database checks.
 */
async function seedCustomer(tx: Transaction, customer: SeedCustomer, now: Date): Promise<void> {
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
    })
    .onConflictDoNothing({ target: [customers.siteKey, customers.email] })
    .returning({ id: customers.id });
  if (!row) return;
  const [site] = await tx.select({ currency: sites.currency }).from(sites).where(eq(sites.key, customer.siteKey));
  await openWallet(tx, row.id, site!.currency);
  if (customer.depositCents > 0) {
    await depositToWallet(tx, { customerId: row.id, amount: customer.depositCents, currency: site!.currency, reference: `seed-deposit-${row.id}`, at: now, description: 'Welcome deposit (demo)' });
  }
  if (customer.precommitmentCents !== null) await tx.insert(precommitmentLimits).values({ customerId: row.id, limitCents: customer.precommitmentCents, updatedAt: now });
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
  await tx.insert(siteSubVariants).values(site.subVariants.map((sv) => ({ siteKey: site.key, ...sv }))).onConflictDoNothing();
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
      displayCategory: offer.displayCategory,
      gameTypes: offer.gameTypes,
      recurringPurchase: offer.recurringPurchase,
      recurringPurchaseInformation: offer.recurringPurchaseInformation,
      currency: 'AUD',
      size: offer.size ?? null,
      tickets: offer.tickets ?? null,
      brandColour: offer.brandColour,
      tagline: offer.tagline,
      sortOrder: SEED_OFFERS.indexOf(offer),
    })
    .onConflictDoNothing();
  const [stored] = await tx
    .select({ id: productOffers.id })
    .from(productOffers)
    .where(and(eq(productOffers.siteKey, offer.siteKey), eq(productOffers.pricingName, DEFAULT_PRICING), eq(productOffers.key, offer.key)));
  if (!stored) throw new Error(`seed: offer ${offer.key} was not stored`);

  const timeZone = SEED_SITES.find((site) => site.key === offer.siteKey)?.timeZone;
  if (!timeZone) throw new Error(`seed: offer ${offer.key} names site ${offer.siteKey}, which is not seeded`);
  const drawRows = offer.draws.kind === 'weekly' ? weeklyDraws(stored.id, offer.draws, now, timeZone) : raffleDraws(stored.id, offer.draws, now, timeZone);
  await tx.insert(draws).values(drawRows).onConflictDoNothing();

  for (const [index, causeKey] of offer.causeKeys.entries()) {
    const [cause] = await tx.select({ id: causes.id }).from(causes).where(and(eq(causes.siteKey, offer.siteKey), eq(causes.key, causeKey)));
    if (!cause) throw new Error(`seed: cause ${causeKey} of offer ${offer.key} is not seeded`);
    await tx.insert(offerCauses).values({ offerId: stored.id, causeId: cause.id, sortOrder: index }).onConflictDoNothing();
  }
}

/** Upcoming draws for each weekly schedule entry (local times in `timeZone`), plus the last one already drawn. */
function weeklyDraws(offerId: number, plan: ScheduledDraws, now: Date, timeZone: string): DrawRow[] {
  const stopOffset = plan.stopMinutesBefore * MINUTE_MS;
  // Monday-first order, so numbers run in draw order within a week.
  const schedule = [...plan.schedule].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7));
  return schedule.flatMap((entry, index) => {
    // Draws whose sales are still open: the draw time is later than now plus the stop offset.
    const upcoming = nextWeeklyOccurrences(new Date(now.getTime() + stopOffset), entry.weekday, entry.hour, entry.minute, timeZone, plan.upcoming);
    const [previous] = nextWeeklyOccurrences(new Date(upcoming[0]!.getTime() - WEEK_MS - DAY_MS), entry.weekday, entry.hour, entry.minute, timeZone, 1);
    return [previous!, ...upcoming].map((drawDate, position) => ({
      offerId,
      drawNo: plan.firstDrawNo + Math.floor((drawDate.getTime() - DRAW_NUMBER_EPOCH) / WEEK_MS) * schedule.length + index,
      stop: new Date(drawDate.getTime() - stopOffset),
      drawDate,
      prizePoolCents: plan.prizePoolCents,
      prizePoolSuffix: plan.prizePoolSuffix,
      isPrizePoolUnknown: plan.prizePoolCents === null,
      purchaseStatus: position === 0 ? ('past_draw' as const) : ('open' as const),
      name: null,
    }));
  });
}

/** Raffle draws at fixed day distances from now; sales stop at 19:00 and the draw is at 20:00, in the site's `timeZone`. */
function raffleDraws(offerId: number, plan: RaffleDraws, now: Date, timeZone: string): DrawRow[] {
  return plan.draws.map((draw) => {
    const day = zonedDate(new Date(now.getTime() + draw.stopInDays * DAY_MS), timeZone);
    const stop = zonedTimeToUtc(day.year, day.month, day.day, 19, 0, timeZone);
    return {
      offerId,
      drawNo: draw.drawNo,
      stop,
      drawDate: new Date(stop.getTime() + 60 * MINUTE_MS),
      prizePoolCents: draw.prizeValueCents,
      prizePoolSuffix: null,
      isPrizePoolUnknown: false,
      purchaseStatus: draw.purchaseStatus,
      name: draw.name,
    };
  });
}
