import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { Executor } from '../../db/client';
import { draws, productOffers, syndicateShares, syndicateTickets } from '../../db/schema';
import type { DrawStatus } from '../draws/draw-status';
import { lockSubject } from '../../db/advisory-locks';
import type { DrawnNumbers } from '../../db/schema/json-types';

export interface ShareRecord {
  id: string;
  checkoutId: string;
  drawId: number;
  syndicateKey: string;
  syndicateName: string;
  offerUrl: string;
  offerUrlAliases: { subvariant: string; url: string }[];
  currency: string;
  size: number | null;
  drawNo: number;
  drawDate: Date;
  drawStatus: DrawStatus;
  shares: number;
  priceCents: number;
  prizeCents: number;
}

const shareColumns = {
  id: syndicateShares.id,
  checkoutId: syndicateShares.checkoutId,
  drawId: syndicateShares.drawId,
  syndicateKey: productOffers.key,
  syndicateName: productOffers.name,
  offerUrl: productOffers.url,
  offerUrlAliases: productOffers.urlAliases,
  currency: productOffers.currency,
  size: productOffers.size,
  drawNo: draws.drawNo,
  drawDate: draws.drawDate,
  drawStatus: draws.status,
  shares: syndicateShares.shares,
  priceCents: syndicateShares.priceCents,
  prizeCents: syndicateShares.prizeCents,
};

const toRecord = <Row extends { priceCents: number | string; prizeCents: number | string }>(row: Row) => ({ ...row, priceCents: Number(row.priceCents), prizeCents: Number(row.prizeCents) });

/**
 * Queues the draw's share purchases one after the other: a transaction-scoped advisory lock, not the draw row's
 * FOR UPDATE. Every purchase already holds the draw row FOR SHARE (so a closing draw waits for it), and two
 * purchases each upgrading their share lock to an update lock deadlock (syndicates-race.test.ts found it).
 */
export async function lockDraw(db: Executor, drawId: number): Promise<void> {
  await lockSubject(db, 'syndicateShares', drawId);
}


/**
 * For syndicate draws among `drawIds`, when the draw of the syndicate's lottery with the same number stops
 * selling: its stop, or the moment the engine closed it when that came first (a draw run early).
 */
export async function findLotteryDrawStops(db: Executor, drawIds: number[]): Promise<Map<number, Date>> {
  if (drawIds.length === 0) return new Map();
  const syndicate = alias(productOffers, 'syndicate_offer');
  const lottery = alias(productOffers, 'lottery_offer');
  const lotteryDraw = alias(draws, 'lottery_draw');
  const rows = await db
    .select({ drawId: draws.id, stop: lotteryDraw.stop, closedAt: lotteryDraw.closedAt })
    .from(draws)
    .innerJoin(syndicate, eq(syndicate.id, draws.offerId))
    .innerJoin(lottery, and(eq(lottery.siteKey, syndicate.siteKey), eq(lottery.pricingName, syndicate.pricingName), eq(lottery.key, syndicate.lotteryOfferKey)))
    .innerJoin(lotteryDraw, and(eq(lotteryDraw.offerId, lottery.id), eq(lotteryDraw.drawNo, draws.drawNo)))
    .where(and(inArray(draws.id, drawIds), sql`${syndicate.lotteryOfferKey} is not null`));
  return new Map(rows.map((row) => [row.drawId, row.closedAt !== null && row.closedAt < row.stop ? row.closedAt : row.stop]));
}

export async function sharesSold(db: Executor, drawId: number): Promise<number> {
  const [row] = await db.select({ total: sum(syndicateShares.shares) }).from(syndicateShares).where(eq(syndicateShares.drawId, drawId));
  return Number(row?.total ?? 0);
}

export async function countTickets(db: Executor, drawId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(syndicateTickets).where(eq(syndicateTickets.drawId, drawId));
  return Number(row?.n ?? 0);
}

export async function insertTickets(db: Executor, drawId: number, games: GamePicks[]): Promise<void> {
  for (let start = 0; start < games.length; start += 500) {
    await db.insert(syndicateTickets).values(games.slice(start, start + 500).map((game, index) => ({ drawId, seq: start + index + 1, game })));
  }
}

export async function insertShare(db: Executor, values: typeof syndicateShares.$inferInsert): Promise<void> {
  await db.insert(syndicateShares).values(values);
}

export async function findShare(db: Executor, customerId: string, id: string): Promise<ShareRecord | null> {
  const [row] = await db
    .select(shareColumns)
    .from(syndicateShares)
    .innerJoin(draws, eq(draws.id, syndicateShares.drawId))
    .innerJoin(productOffers, eq(productOffers.id, syndicateShares.offerId))
    .where(and(eq(syndicateShares.customerId, customerId), eq(syndicateShares.id, id)));
  return row ? toRecord(row) : null;
}

export async function listShares(db: Executor, customerId: string, limit: number, offset: number): Promise<{ rows: ShareRecord[]; total: number }> {
  const where = eq(syndicateShares.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select(shareColumns)
      .from(syndicateShares)
      .innerJoin(draws, eq(draws.id, syndicateShares.drawId))
      .innerJoin(productOffers, eq(productOffers.id, syndicateShares.offerId))
      .where(where)
      .orderBy(desc(draws.drawDate), desc(syndicateShares.createdAt), asc(syndicateShares.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(syndicateShares).where(where),
  ]);
  return { rows: rows.map(toRecord), total: Number(total?.n ?? 0) };
}

export interface SyndicateTicketRow {
  seq: number;
  game: GamePicks;
  division: number | null;
  matched: DrawnNumbers | null;
  prizeCents: number;
}

export async function findTickets(db: Executor, drawId: number): Promise<SyndicateTicketRow[]> {
  const rows = await db
    .select({ seq: syndicateTickets.seq, game: syndicateTickets.game, division: syndicateTickets.division, matched: syndicateTickets.matched, prizeCents: syndicateTickets.prizeCents })
    .from(syndicateTickets)
    .where(eq(syndicateTickets.drawId, drawId))
    .orderBy(asc(syndicateTickets.seq));
  return rows.map((row) => ({ ...row, prizeCents: Number(row.prizeCents) }));
}

/** A draw's holdings in purchase order (the share split's tie-break). */
export async function holdingsOf(db: Executor, drawId: number): Promise<{ id: string; shares: number }[]> {
  return db.select({ id: syndicateShares.id, shares: syndicateShares.shares }).from(syndicateShares).where(eq(syndicateShares.drawId, drawId)).orderBy(asc(syndicateShares.createdAt), asc(syndicateShares.id));
}

export async function writeTicketScores(db: Executor, drawId: number, scores: { seq: number; division: number | null; matched: DrawnNumbers; prizeCents: number }[]): Promise<void> {
  for (const score of scores) {
    await db
      .update(syndicateTickets)
      .set({ division: score.division, matched: score.matched, prizeCents: score.prizeCents })
      .where(and(eq(syndicateTickets.drawId, drawId), eq(syndicateTickets.seq, score.seq)));
  }
}


export async function setSharePrize(db: Executor, id: string, prizeCents: number): Promise<void> {
  await db.update(syndicateShares).set({ prizeCents, prizeStatus: prizeCents > 0 ? 'pending' : 'none' }).where(eq(syndicateShares.id, id));
}

/** A batch of a draw's share prizes still owed, locked for this transaction. */
export async function lockPendingSharePrizes(db: Executor, drawId: number, limit: number): Promise<{ id: string; customerId: string; prizeCents: number }[]> {
  const rows = await db
    .select({ id: syndicateShares.id, customerId: syndicateShares.customerId, prizeCents: syndicateShares.prizeCents })
    .from(syndicateShares)
    .where(and(eq(syndicateShares.drawId, drawId), eq(syndicateShares.prizeStatus, 'pending')))
    .orderBy(asc(syndicateShares.id))
    .limit(limit)
    .for('update');
  return rows.map((row) => ({ ...row, prizeCents: Number(row.prizeCents) }));
}

export async function markSharePrizesPaid(db: Executor, ids: string[], transactionId: string, at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(syndicateShares)
    .set({ prizeStatus: 'paid', prizeTransactionId: transactionId, prizePaidAt: at })
    .where(and(inArray(syndicateShares.id, ids), eq(syndicateShares.prizeStatus, 'pending')))
    .returning({ id: syndicateShares.id });
  return rows.length;
}
