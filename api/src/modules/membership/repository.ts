import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { EntryStatus, GiveawayType, MembershipStatus, MembershipTier, UnlockRequestStatus } from '@drawfront/shared/contract/membership';
import type { Executor } from '../../db/client';
import { customers, sites } from '../../db/schema';
import { benefitLinks, giveawayDraws, giveawayEntries, memberships, membershipProgrammes, membershipSubVariantPricing } from '../../db/schema/membership';

export type ProgrammeRow = typeof membershipProgrammes.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type GiveawayDrawRow = typeof giveawayDraws.$inferSelect;
export type GiveawayEntryRow = typeof giveawayEntries.$inferSelect;
export type NewGiveawayDraw = typeof giveawayDraws.$inferInsert;
export type ProgrammePricingRow = typeof membershipSubVariantPricing.$inferSelect;

/** Every sub-variant's own pricing of a programme (none: sold in the site's currency only). */
/** The currency each customer keeps (their wallet's, fixed at sign-up). */
export async function customerCurrencies(db: Executor, customerIds: readonly string[]): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db.select({ id: customers.id, currency: customers.currency }).from(customers).where(inArray(customers.id, [...customerIds]));
  return new Map(rows.map((row) => [row.id, row.currency]));
}

export async function listProgrammePricing(db: Executor, programmeId: number): Promise<ProgrammePricingRow[]> {
  return db.select().from(membershipSubVariantPricing).where(eq(membershipSubVariantPricing.programmeId, programmeId)).orderBy(asc(membershipSubVariantPricing.subVariant));
}

export async function findProgramme(db: Executor, siteKey: string, programId: string): Promise<ProgrammeRow | null> {
  const [row] = await db.select().from(membershipProgrammes).where(and(eq(membershipProgrammes.siteKey, siteKey), eq(membershipProgrammes.programId, programId)));
  return row ?? null;
}

export async function findProgrammeById(db: Executor, id: number): Promise<ProgrammeRow | null> {
  const [row] = await db.select().from(membershipProgrammes).where(eq(membershipProgrammes.id, id));
  return row ?? null;
}

/** Every programme with its site's clock and currency (the giveaway schedule and prizes follow them). */
export async function listProgrammes(db: Executor): Promise<(ProgrammeRow & { timeZone: string; currency: string; locale: string })[]> {
  const rows = await db.select({ programme: membershipProgrammes, timeZone: sites.timeZone, currency: sites.currency, locale: sites.locale }).from(membershipProgrammes).innerJoin(sites, eq(sites.key, membershipProgrammes.siteKey)).orderBy(asc(membershipProgrammes.id));
  return rows.map((row) => ({ ...row.programme, timeZone: row.timeZone, currency: row.currency, locale: row.locale }));
}

export async function findMembership(db: Executor, programmeId: number, customerId: string, options: { lock?: boolean } = {}): Promise<MembershipRow | null> {
  const query = db.select().from(memberships).where(and(eq(memberships.programmeId, programmeId), eq(memberships.customerId, customerId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Creates the customer's membership row if it is missing (a concurrent join wins quietly), then returns it locked. */
export async function lockOrCreateMembership(db: Executor, row: { id: string; programmeId: number; customerId: string; status: MembershipStatus; updatedAt: Date }): Promise<{ row: MembershipRow; created: boolean }> {
  const inserted = await db.insert(memberships).values({ ...row, tier: 'free', createdAt: row.updatedAt }).onConflictDoNothing().returning({ id: memberships.id });
  const locked = await findMembership(db, row.programmeId, row.customerId, { lock: true });
  if (!locked) throw new Error(`membership of ${row.customerId} vanished while locked`);
  return { row: locked, created: inserted.length > 0 };
}

export async function updateMembership(db: Executor, id: string, changes: Partial<Omit<MembershipRow, 'id' | 'programmeId' | 'customerId' | 'createdAt'>>): Promise<void> {
  await db.update(memberships).set(changes).where(eq(memberships.id, id));
}

/**
 * Takes a customer out of every programme (a closed account): a non-member from now, so no giveaway entry or
 * prize comes to them, and premium renewal off (the period paid for runs out, nothing is charged again). How many.
 */
export async function leaveEveryProgramme(db: Executor, customerId: string, at: Date): Promise<number> {
  const left = await db
    .update(memberships)
    .set({ status: 'non-member', premiumCancelledAt: sql`case when ${memberships.tier} = 'premium' then coalesce(${memberships.premiumCancelledAt}, ${at.toISOString()}::timestamptz) else ${memberships.premiumCancelledAt} end`, updatedAt: at })
    .where(eq(memberships.customerId, customerId))
    .returning({ id: memberships.id });
  return left.length;
}

/** Members (status member) of a programme who had joined by `joinedBy`, with their tier facts. */
export async function membersJoinedBy(db: Executor, programmeId: number, joinedBy: Date): Promise<MembershipRow[]> {
  return db.select().from(memberships).where(and(eq(memberships.programmeId, programmeId), eq(memberships.status, 'member'), lte(memberships.createdAt, joinedBy))).orderBy(asc(memberships.customerId));
}

export async function insertGiveawayDraws(db: Executor, rows: NewGiveawayDraw[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(giveawayDraws).values(rows).onConflictDoNothing().returning({ id: giveawayDraws.id });
  return inserted.length;
}

export async function findGiveawayDraw(db: Executor, id: string, options: { lock?: boolean } = {}): Promise<GiveawayDrawRow | null> {
  const query = db.select().from(giveawayDraws).where(eq(giveawayDraws.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findGiveawayByNumber(db: Executor, programmeId: number, type: GiveawayType, number: number): Promise<GiveawayDrawRow | null> {
  const [row] = await db.select().from(giveawayDraws).where(and(eq(giveawayDraws.programmeId, programmeId), eq(giveawayDraws.type, type), eq(giveawayDraws.number, number)));
  return row ?? null;
}

/** Open draws still taking entries or drawn ones, newest close first for drawn, soonest first for open. */
export async function listGiveawayDraws(db: Executor, programmeId: number, state: 'open' | 'drawn', page: { limit: number; offset: number; now: Date }, onlyIds?: string[]): Promise<{ rows: GiveawayDrawRow[]; total: number }> {
  if (onlyIds && onlyIds.length === 0) return { rows: [], total: 0 };
  // Current giveaways take entries now: opened, not closed (a draw past its close waits for the engine and is in neither list).
  const taking = state === 'open' ? and(lte(giveawayDraws.openAt, page.now), gt(giveawayDraws.closeAt, page.now)) : undefined;
  const where = and(eq(giveawayDraws.programmeId, programmeId), eq(giveawayDraws.status, state), taking, onlyIds ? inArray(giveawayDraws.id, onlyIds) : undefined);
  const rows = await db.select().from(giveawayDraws).where(where).orderBy(state === 'open' ? asc(giveawayDraws.closeAt) : desc(giveawayDraws.closeAt), asc(giveawayDraws.type)).limit(page.limit).offset(page.offset);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(giveawayDraws).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The next open draw whose close has passed, locked for the giveaway step (other workers skip it). */
export async function claimDueGiveaway(db: Executor, now: Date): Promise<GiveawayDrawRow | null> {
  const [row] = await db.select().from(giveawayDraws).where(and(eq(giveawayDraws.status, 'open'), lte(giveawayDraws.closeAt, now))).orderBy(asc(giveawayDraws.closeAt)).limit(1).for('update', { skipLocked: true });
  return row ?? null;
}

/** The draw of a type taking entries now that closes soonest (the one a run-now draws). */
export async function nextOpenGiveaway(db: Executor, programmeId: number, type: GiveawayType, now: Date): Promise<GiveawayDrawRow | null> {
  const [row] = await db.select().from(giveawayDraws).where(and(eq(giveawayDraws.programmeId, programmeId), eq(giveawayDraws.type, type), eq(giveawayDraws.status, 'open'), lte(giveawayDraws.openAt, now), gt(giveawayDraws.closeAt, now))).orderBy(asc(giveawayDraws.closeAt)).limit(1);
  return row ?? null;
}

export async function closeGiveawayNow(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(giveawayDraws).set({ closeAt: now }).where(and(eq(giveawayDraws.id, id), eq(giveawayDraws.status, 'open'), gt(giveawayDraws.closeAt, now)));
}

export async function markGiveawayDrawn(db: Executor, id: string, values: { seed: string; seedHash: string; drawnAt: Date; entriesCount: number }): Promise<void> {
  await db.update(giveawayDraws).set({ ...values, status: 'drawn' }).where(eq(giveawayDraws.id, id));
}

export async function findEntry(db: Executor, drawId: string, customerId: string, options: { lock?: boolean } = {}): Promise<GiveawayEntryRow | null> {
  const query = db.select().from(giveawayEntries).where(and(eq(giveawayEntries.drawId, drawId), eq(giveawayEntries.customerId, customerId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function entriesOfCustomer(db: Executor, customerId: string, drawIds: string[]): Promise<GiveawayEntryRow[]> {
  if (drawIds.length === 0) return [];
  return db.select().from(giveawayEntries).where(and(eq(giveawayEntries.customerId, customerId), inArray(giveawayEntries.drawId, drawIds)));
}

/** Ids of drawn draws in which the customer had counted entries (their closed giveaways). */
export async function enteredDrawIds(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db.select({ drawId: giveawayEntries.drawId }).from(giveawayEntries).where(and(eq(giveawayEntries.customerId, customerId), gt(giveawayEntries.entries, 0)));
  return rows.map((row) => row.drawId);
}

export async function entriesOfDraw(db: Executor, drawId: string): Promise<GiveawayEntryRow[]> {
  return db.select().from(giveawayEntries).where(eq(giveawayEntries.drawId, drawId)).orderBy(asc(giveawayEntries.customerId));
}

/** Writes an entry (insert or replace its status, entries and unlock request). */
export async function upsertEntry(db: Executor, row: { id: string; drawId: string; customerId: string; entryStatus: EntryStatus; entries: number; unlockRequest: UnlockRequestStatus | null; unlockRequestedAt: Date | null; updatedAt: Date }): Promise<void> {
  await db
    .insert(giveawayEntries)
    .values(row)
    .onConflictDoUpdate({
      target: [giveawayEntries.drawId, giveawayEntries.customerId],
      set: { entryStatus: row.entryStatus, entries: row.entries, unlockRequest: row.unlockRequest, unlockRequestedAt: row.unlockRequestedAt, updatedAt: row.updatedAt },
    });
}

export async function markWinner(db: Executor, entryId: string, prizeCents: number, transactionId: string | null): Promise<void> {
  await db.update(giveawayEntries).set({ won: true, prizeCents, prizeTransactionId: transactionId }).where(eq(giveawayEntries.id, entryId));
}

/** Pending unlock requests (all, or one customer's), oldest first, locked (other workers skip them). */
export async function claimPendingUnlocks(db: Executor, limit: number, customerId?: string): Promise<GiveawayEntryRow[]> {
  const where = and(eq(giveawayEntries.unlockRequest, 'pending'), customerId ? eq(giveawayEntries.customerId, customerId) : undefined);
  return db.select().from(giveawayEntries).where(where).orderBy(asc(giveawayEntries.unlockRequestedAt)).limit(limit).for('update', { skipLocked: true });
}

export interface WinnerRow {
  firstname: string;
  /** The currency the winner keeps: their prize was paid in it. */
  currency: string;
  lastname: string;
  prizeCents: number | null;
  type: GiveawayType;
  number: number;
  title: string;
  drawnAt: Date | null;
}

export async function listWinners(db: Executor, programmeId: number, page: { limit: number; offset: number }, drawId?: string): Promise<{ rows: WinnerRow[]; total: number }> {
  const where = and(eq(giveawayDraws.programmeId, programmeId), eq(giveawayEntries.won, true), drawId ? eq(giveawayDraws.id, drawId) : undefined);
  const rows = await db
    .select({ firstname: customers.firstname, currency: customers.currency, lastname: customers.lastname, prizeCents: giveawayEntries.prizeCents, type: giveawayDraws.type, number: giveawayDraws.number, title: giveawayDraws.title, drawnAt: giveawayDraws.drawnAt })
    .from(giveawayEntries)
    .innerJoin(giveawayDraws, eq(giveawayDraws.id, giveawayEntries.drawId))
    .innerJoin(customers, eq(customers.id, giveawayEntries.customerId))
    .where(where)
    .orderBy(desc(giveawayDraws.drawnAt), asc(giveawayEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(giveawayEntries).innerJoin(giveawayDraws, eq(giveawayDraws.id, giveawayEntries.drawId)).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function insertBenefitLink(db: Executor, row: { tokenHash: string; customerId: string; siteKey: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(benefitLinks).values(row);
}

/** Marks the link used if it is unused and unexpired; answers the row either way (null: unknown). */
export async function claimBenefitLink(db: Executor, tokenHash: string, now: Date): Promise<{ used: boolean; row: typeof benefitLinks.$inferSelect | null }> {
  const [claimed] = await db.update(benefitLinks).set({ usedAt: now }).where(and(eq(benefitLinks.tokenHash, tokenHash), isNull(benefitLinks.usedAt), gt(benefitLinks.expiresAt, now))).returning();
  if (claimed) return { used: true, row: claimed };
  const [row] = await db.select().from(benefitLinks).where(eq(benefitLinks.tokenHash, tokenHash));
  return { used: false, row: row ?? null };
}

export type { MembershipTier };

/** Premium memberships whose paid period has ended and whose renewal is on (not cancelled): due to renew, with the member's currency. */
export async function dueRenewals(db: Executor, now: Date, limit: number): Promise<(MembershipRow & { siteKey: string; premiumOffer: string; currency: string })[]> {
  const rows = await db
    .select({ membership: memberships, siteKey: membershipProgrammes.siteKey, premiumOffer: membershipProgrammes.premiumOffer, currency: customers.currency })
    .from(memberships)
    .innerJoin(membershipProgrammes, eq(membershipProgrammes.id, memberships.programmeId))
    .innerJoin(customers, eq(customers.id, memberships.customerId))
    .where(and(eq(memberships.tier, 'premium'), isNull(memberships.premiumCancelledAt), lte(memberships.premiumUntil, now)))
    .orderBy(asc(memberships.premiumUntil))
    .limit(limit);
  return rows.map((row) => ({ ...row.membership, siteKey: row.siteKey, premiumOffer: row.premiumOffer, currency: row.currency }));
}
