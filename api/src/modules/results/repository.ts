import type { ProductType } from '@drawfront/shared/contract/catalogue';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkouts, customers, drawDivisions, draws, productOffers, tickets } from '../../db/schema';
import { DRAW_STATUSES, isDrawn } from '../draws/draw-status';
import type { DrawStatus } from '../draws/draw-status';
import type { DrawnNumbers, PrizeTable } from '../../db/schema/json-types';

// Results are the read side of the draws tables: this repository reads them and never writes.

/** Offers whose draws publish results: lotteries (numbers) and raffles (winning tickets). */
const RESULT_TYPES: ProductType[] = ['lottery_ticket', 'raffle_ticket'];
const DRAWN: DrawStatus[] = DRAW_STATUSES.filter(isDrawn);

export interface ResultOffer {
  id: number;
  key: string;
  name: string;
  url: string;
  urlAliases: { subvariant: string; url: string }[];
  type: ProductType;
  currency: string;
  prizeTable: PrizeTable | null;
}

/** A drawn draw as result lists show it. */
export interface DrawnRow {
  id: number;
  offerId: number;
  drawNo: number;
  drawDate: Date;
  status: DrawStatus;
  result: DrawnNumbers | null;
  jackpotCents: number | null;
  prizePoolCents: number | null;
  rolloverCents: number | null;
  prizePoolSuffix: string | null;
  /** The jackpot was not announced (home's "Announced soon"): what the draw step played for is no number to show. */
  isPrizePoolUnknown: boolean;
  /** Null until the draw is scored (no dividends yet). */
  division1Winners: number | null;
}

/** A draw with what its result page needs beyond a list row. */
export interface DrawRow extends DrawnRow {
  name: string | null;
  seed: string | null;
  seedHash: string | null;
}

const offerColumns = {
  id: productOffers.id,
  key: productOffers.key,
  name: productOffers.name,
  url: productOffers.url,
  urlAliases: productOffers.urlAliases,
  type: productOffers.type,
  currency: productOffers.currency,
  prizeTable: productOffers.prizeTable,
};

const drawnColumns = {
  id: draws.id,
  offerId: draws.offerId,
  drawNo: draws.drawNo,
  drawDate: draws.drawDate,
  status: draws.status,
  result: draws.result,
  jackpotCents: draws.jackpotCents,
  prizePoolCents: draws.prizePoolCents,
  rolloverCents: draws.rolloverCents,
  prizePoolSuffix: draws.prizePoolSuffix,
  isPrizePoolUnknown: draws.isPrizePoolUnknown,
  division1Winners: drawDivisions.winners,
};

/** Draws joined with their division 1 (for "the jackpot rolled over"): one row per draw. */
const selectDrawn = (db: Executor) => db.select(drawnColumns).from(draws).leftJoin(drawDivisions, and(eq(drawDivisions.drawId, draws.id), eq(drawDivisions.division, 1)));

/** The site's result-bearing offers under a pricing name, in the catalogue's order. */
export async function resultOffers(db: Executor, siteKey: string, pricingName: string): Promise<ResultOffer[]> {
  return db
    .select(offerColumns)
    .from(productOffers)
    // An unpublished offer (one staff preview) has no public results either.
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.pricingName, pricingName), eq(productOffers.published, true), inArray(productOffers.type, RESULT_TYPES)))
    .orderBy(asc(productOffers.sortOrder), asc(productOffers.id));
}

/** Whether the site sells anything under a pricing name (an unknown one is a 404, an empty one is not). */
export async function pricingExists(db: Executor, siteKey: string, pricingName: string): Promise<boolean> {
  const rows = await db.select({ id: productOffers.id }).from(productOffers).where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.pricingName, pricingName))).limit(1);
  return rows.length > 0;
}

export async function findResultOffer(db: Executor, siteKey: string, pricingName: string, offerKey: string): Promise<ResultOffer | null> {
  const [row] = await db
    .select(offerColumns)
    .from(productOffers)
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.pricingName, pricingName), eq(productOffers.key, offerKey), eq(productOffers.published, true), inArray(productOffers.type, RESULT_TYPES)));
  return row ?? null;
}

/** Each offer's newest drawn draw, in one statement (`DISTINCT ON`, walking the (offer, draw number) index backwards). */
export async function latestDrawn(db: Executor, offerIds: number[]): Promise<DrawnRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .selectDistinctOn([draws.offerId], drawnColumns)
    .from(draws)
    .leftJoin(drawDivisions, and(eq(drawDivisions.drawId, draws.id), eq(drawDivisions.division, 1)))
    .where(and(inArray(draws.offerId, offerIds), inArray(draws.status, DRAWN)))
    .orderBy(asc(draws.offerId), desc(draws.drawNo));
}

/** A page of drawn draws of the offers, newest first, drawn within `[from, to)` when given, with the total. */
export async function pageOfDrawn(db: Executor, offerIds: number[], page: { limit: number; offset: number }, drawnWithin?: { from: Date; to: Date }): Promise<{ rows: DrawnRow[]; total: number }> {
  if (offerIds.length === 0) return { rows: [], total: 0 };
  const where = and(inArray(draws.offerId, offerIds), inArray(draws.status, DRAWN), drawnWithin ? and(gte(draws.drawDate, drawnWithin.from), lt(draws.drawDate, drawnWithin.to)) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    selectDrawn(db).where(where).orderBy(desc(draws.drawDate), desc(draws.drawNo)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(draws).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** One draw of an offer by number, drawn or not. */
export async function findDraw(db: Executor, offerId: number, drawNo: number): Promise<DrawRow | null> {
  const [row] = await db
    .select({ ...drawnColumns, name: draws.name, seed: draws.seed, seedHash: draws.seedHash })
    .from(draws)
    .leftJoin(drawDivisions, and(eq(drawDivisions.drawId, draws.id), eq(drawDivisions.division, 1)))
    .where(and(eq(draws.offerId, offerId), eq(draws.drawNo, drawNo)));
  return row ?? null;
}

/** The drawn draws either side of `drawNo`, for previous/next links (one statement). */
export async function neighbourDraws(db: Executor, offerId: number, drawNo: number): Promise<{ previous: number | null; next: number | null }> {
  const [row] = await db
    .select({
      previous: sql<number | null>`max(${draws.drawNo}) filter (where ${draws.drawNo} < ${drawNo})`,
      next: sql<number | null>`min(${draws.drawNo}) filter (where ${draws.drawNo} > ${drawNo})`,
    })
    .from(draws)
    .where(and(eq(draws.offerId, offerId), inArray(draws.status, DRAWN)));
  return { previous: row?.previous ?? null, next: row?.next ?? null };
}

/** A scored draw's dividends by division. */
export async function drawDividends(db: Executor, drawId: number): Promise<{ division: number; winners: number; prizeCents: number }[]> {
  return db
    .select({ division: drawDivisions.division, winners: drawDivisions.winners, prizeCents: drawDivisions.prizeCents })
    .from(drawDivisions)
    .where(eq(drawDivisions.drawId, drawId))
    .orderBy(asc(drawDivisions.division));
}

export interface RaffleWinnerRow {
  rank: number;
  entryNo: number | null;
  prizeCents: number;
  firstname: string;
  lastname: string;
}

/** A scored raffle's winning entries, first prize first, with their owners' names (masked by the caller). */
export async function raffleWinnerRows(db: Executor, drawId: number): Promise<RaffleWinnerRow[]> {
  const rows = await db
    .select({ rank: tickets.division, entryNo: tickets.entryNo, prizeCents: tickets.prizeCents, firstname: customers.firstname, lastname: customers.lastname })
    .from(tickets)
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    .where(and(eq(tickets.drawId, drawId), isNotNull(tickets.division)))
    .orderBy(asc(tickets.division));
  return rows.map((row) => ({ ...row, rank: row.rank! }));
}

/** How many entries a draw sold (a raffle's winning tickets were drawn among 1..this). */
export async function ticketsSold(db: Executor, drawId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tickets).where(eq(tickets.drawId, drawId));
  return Number(row?.n ?? 0);
}

/** A page of the customer's drawn draws of one offer, newest first, with their tickets and prize money in each. */
export async function pageOfCustomerDrawn(
  db: Executor,
  customerId: string,
  offerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: (DrawnRow & { ticketCount: number; prizeCents: number })[]; total: number }> {
  const where: SQL | undefined = and(eq(tickets.customerId, customerId), eq(tickets.heldForGroup, false), eq(draws.offerId, offerId), inArray(draws.status, DRAWN));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...drawnColumns, ticketCount: count(), prizeCents: sql<string | number>`coalesce(sum(${tickets.prizeCents}), 0)` })
      .from(tickets)
      .innerJoin(draws, eq(draws.id, tickets.drawId))
      .leftJoin(drawDivisions, and(eq(drawDivisions.drawId, draws.id), eq(drawDivisions.division, 1)))
      .where(where)
      .groupBy(draws.id, drawDivisions.drawId, drawDivisions.division)
      .orderBy(desc(draws.drawDate), desc(draws.drawNo))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<string | number>`count(distinct ${tickets.drawId})` }).from(tickets).innerJoin(draws, eq(draws.id, tickets.drawId)).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, ticketCount: Number(row.ticketCount), prizeCents: Number(row.prizeCents) })), total: Number(totalRow?.n ?? 0) };
}

/** The offer's last `limit` drawn draws' numbers, newest first. */
export async function recentNumbers(db: Executor, offerId: number, limit: number): Promise<{ drawNo: number; drawDate: Date; result: DrawnNumbers | null }[]> {
  return db
    .select({ drawNo: draws.drawNo, drawDate: draws.drawDate, result: draws.result })
    .from(draws)
    .where(and(eq(draws.offerId, offerId), inArray(draws.status, DRAWN)))
    .orderBy(desc(draws.drawNo))
    .limit(limit);
}

/** A draw of the offer with its sales stop and purchase status, drawn or not (the draw preview). */
export async function findAnyDraw(db: Executor, offerId: number, drawNo: number): Promise<(DrawnRow & { stop: Date; purchaseStatus: 'open' | 'sold_out' | 'past_draw' | 'pre_order' }) | null> {
  const [row] = await db
    .select({ ...drawnColumns, stop: draws.stop, purchaseStatus: draws.purchaseStatus })
    .from(draws)
    .leftJoin(drawDivisions, and(eq(drawDivisions.drawId, draws.id), eq(drawDivisions.division, 1)))
    .where(and(eq(draws.offerId, offerId), eq(draws.drawNo, drawNo)));
  return row ?? null;
}

/** The customer's games in one draw, in purchase order, with their scores. */
export async function customerGames(db: Executor, customerId: string, drawId: number) {
  const rows = await db
    .select({
      ticketId: tickets.id,
      gameType: tickets.gameType,
      game: tickets.game,
      entryNo: tickets.entryNo,
      matched: tickets.matched,
      division: tickets.division,
      prizeCents: tickets.prizeCents,
      prizeStatus: tickets.prizeStatus,
    })
    .from(tickets)
    .innerJoin(checkouts, eq(checkouts.id, tickets.checkoutId))
    .where(and(eq(tickets.customerId, customerId), eq(tickets.heldForGroup, false), eq(tickets.drawId, drawId)))
    .orderBy(asc(checkouts.createdAt), asc(tickets.entryNo), asc(tickets.id));
  return rows.map((row) => ({ ...row, prizeCents: Number(row.prizeCents) }));
}
