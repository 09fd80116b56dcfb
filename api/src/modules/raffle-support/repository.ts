import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { causes, draws, offerCauses, productOffers, tickets } from '../../db/schema';

export interface RaffleRow {
  id: number;
  key: string;
  name: string;
  currency: string;
}

export interface RaffleCauseRow {
  key: string;
  urlSlug: string;
  name: string;
  description: string;
}

export interface DrawSalesRow {
  drawNo: number;
  drawDate: Date;
  name: string | null;
  ticketsSold: number;
  revenueCents: number;
}

/** The published raffle a site sells under this key (any pricing), or null for an unknown key, an unpublished offer or a product that is not a raffle. */
export async function findRaffle(db: Executor, siteKey: string, offerKey: string): Promise<RaffleRow | null> {
  const [row] = await db
    .select({ id: productOffers.id, key: productOffers.key, name: productOffers.name, currency: productOffers.currency })
    .from(productOffers)
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.key, offerKey), eq(productOffers.type, 'raffle_ticket'), eq(productOffers.published, true)))
    .orderBy(asc(productOffers.id))
    .limit(1);
  return row ?? null;
}

export async function findRaffleCauses(db: Executor, offerId: number): Promise<RaffleCauseRow[]> {
  return db
    .select({ key: causes.key, urlSlug: causes.urlSlug, name: causes.name, description: causes.description })
    .from(offerCauses)
    .innerJoin(causes, eq(causes.id, offerCauses.causeId))
    .where(eq(offerCauses.offerId, offerId))
    .orderBy(asc(offerCauses.sortOrder), asc(causes.key));
}

/** Every draw of the raffle with the tickets bought for it and their price (draws without sales count 0). */
export async function findDrawSales(db: Executor, offerId: number): Promise<DrawSalesRow[]> {
  const drawRows = await db.select({ id: draws.id, drawNo: draws.drawNo, drawDate: draws.drawDate, name: draws.name }).from(draws).where(eq(draws.offerId, offerId)).orderBy(asc(draws.drawNo));
  if (drawRows.length === 0) return [];
  const sales = await db
    // int8 sums come back as strings on node-postgres and numbers on PGlite: map both to a number.
    .select({ drawId: tickets.drawId, sold: count(), revenue: sql<string | number>`coalesce(sum(${tickets.priceCents}), 0)` })
    .from(tickets)
    .where(and(eq(tickets.offerId, offerId), inArray(tickets.drawId, drawRows.map((draw) => draw.id))))
    .groupBy(tickets.drawId);
  const byDraw = new Map(sales.map((row) => [row.drawId, row]));
  return drawRows.map((draw) => {
    const sold = byDraw.get(draw.id);
    return { drawNo: draw.drawNo, drawDate: draw.drawDate, name: draw.name, ticketsSold: Number(sold?.sold ?? 0), revenueCents: Number(sold?.revenue ?? 0) };
  });
}
