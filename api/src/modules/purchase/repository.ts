import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { and, asc, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import type { RowColumn } from '../../db/insert-rows';
import { checkouts, customers, draws, productOffers, tickets } from '../../db/schema';
import type { DrawStatus } from '../draws/draw-status';
import { lockSubject } from '../../db/advisory-locks';
import type { PrizeStatus } from '../../db/schema';
import type { DrawnNumbers } from '../../db/schema/json-types';

/** A ticket as bought: unscored and without a prize (the draw engine writes those columns later). */
export type NewTicket = Pick<typeof tickets.$inferInsert, 'id' | 'checkoutId' | 'customerId' | 'offerId' | 'drawId' | 'gameType' | 'game' | 'priceCents' | 'gamesCovered' | 'entryNo' | 'heldForGroup' | 'gameNo'>;

export type NewCheckout = typeof checkouts.$inferInsert;

const checkoutColumns: RowColumn<NewCheckout>[] = [
  { column: checkouts.id, type: 'uuid', value: (row) => row.id },
  { column: checkouts.customerId, type: 'uuid', value: (row) => row.customerId },
  { column: checkouts.siteKey, type: 'text', value: (row) => row.siteKey },
  { column: checkouts.transactionId, type: 'uuid', value: (row) => row.transactionId },
  { column: checkouts.totalCents, type: 'bigint', value: (row) => row.totalCents },
  { column: checkouts.receipt, type: 'jsonb', value: (row) => row.receipt },
  { column: checkouts.lineDrafts, type: 'jsonb', value: (row) => row.lineDrafts },
  { column: checkouts.reference, type: 'text', value: (row) => row.reference ?? null },
  { column: checkouts.createdAt, type: 'timestamptz', value: (row) => row.createdAt },
];

export async function insertCheckouts(db: Executor, rows: NewCheckout[]): Promise<void> {
  await insertRows(db, checkouts, checkoutColumns, rows);
}

const newTicketColumns: RowColumn<NewTicket>[] = [
  { column: tickets.id, type: 'uuid', value: (row) => row.id },
  { column: tickets.checkoutId, type: 'uuid', value: (row) => row.checkoutId },
  { column: tickets.customerId, type: 'uuid', value: (row) => row.customerId },
  { column: tickets.offerId, type: 'integer', value: (row) => row.offerId },
  { column: tickets.drawId, type: 'integer', value: (row) => row.drawId },
  { column: tickets.gameType, type: 'text', value: (row) => row.gameType },
  { column: tickets.game, type: 'jsonb', value: (row) => row.game },
  { column: tickets.priceCents, type: 'bigint', value: (row) => row.priceCents },
  { column: tickets.gamesCovered, type: 'integer', value: (row) => row.gamesCovered ?? 1 },
  { column: tickets.entryNo, type: 'integer', value: (row) => row.entryNo },
  { column: tickets.heldForGroup, type: 'boolean', value: (row) => row.heldForGroup ?? false },
  { column: tickets.gameNo, type: 'integer', value: (row) => row.gameNo ?? null },
];

export async function insertTickets(db: Executor, rows: NewTicket[]): Promise<void> {
  await insertRows(db, tickets, newTicketColumns, rows);
}

/** A customer's receipt by its checkout id or its reference (`DF-7K3Q-9M2P`). */
export async function findReceipt(db: Executor, customerId: string, by: { checkoutId: string } | { reference: string }): Promise<Receipt | null> {
  const match = 'reference' in by ? eq(checkouts.reference, by.reference) : eq(checkouts.id, by.checkoutId);
  const [row] = await db.select({ receipt: checkouts.receipt }).from(checkouts).where(and(match, eq(checkouts.customerId, customerId)));
  return row?.receipt ?? null;
}

export interface TicketRecord {
  id: string;
  checkoutId: string;
  /** The purchase's short reference; null for purchases made before references. */
  reference: string | null;
  offerId: number;
  drawId: number;
  lotteryKey: string;
  offerName: string;
  offerUrl: string;
  offerUrlAliases: { subvariant: string; url: string }[];
  currency: string;
  drawNo: number;
  drawDate: Date;
  game: GamePicks;
  gameType: GameTypeKey;
  gameNo: number | null;
  /** Entries covering several games: games won per division. */
  wins: { division: number; games: number }[] | null;
  gamesCovered: number;
  priceCents: number;
  drawStatus: DrawStatus;
  /** The draw's numbers, once drawn. */
  result: DrawnNumbers | null;
  division: number | null;
  matched: DrawnNumbers | null;
  prizeCents: number;
  prizeStatus: PrizeStatus;
  entryNo: number | null;
}

/** Groups spec §4 result group "drawn or later": a ticket is past once its draw's numbers are known, not when its date passes. */
const DRAWN_OR_LATER: DrawStatus[] = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'];

const ticketColumns = {
  id: tickets.id,
  checkoutId: tickets.checkoutId,
  reference: checkouts.reference,
  offerId: tickets.offerId,
  drawId: tickets.drawId,
  lotteryKey: productOffers.key,
  offerName: productOffers.name,
  offerUrl: productOffers.url,
  offerUrlAliases: productOffers.urlAliases,
  // A ticket's price and prize are in the currency its customer keeps (a pound customer's in pence).
  currency: customers.currency,
  drawNo: draws.drawNo,
  drawDate: draws.drawDate,
  game: tickets.game,
  gameType: tickets.gameType,
  gameNo: tickets.gameNo,
  wins: tickets.wins,
  gamesCovered: tickets.gamesCovered,
  priceCents: tickets.priceCents,
  drawStatus: draws.status,
  result: draws.result,
  division: tickets.division,
  matched: tickets.matched,
  prizeCents: tickets.prizeCents,
  prizeStatus: tickets.prizeStatus,
  entryNo: tickets.entryNo,
};

const toRecord = <Row extends { priceCents: number | string; prizeCents: number | string }>(row: Row) => ({ ...row, priceCents: Number(row.priceCents), prizeCents: Number(row.prizeCents) });

/** What makes games one ticket: what the customer bought of one offer for one draw, played one way, in one purchase. */
const entryKey = (row: { checkoutId: string; drawId: number; offerId: number; gameType: string }) => `${row.checkoutId}|${row.drawId}|${row.offerId}|${row.gameType}`;

/** A ticket's games in the order played (older rows, without a place, after them by id). */
const playedOrder = sql`${tickets.gameNo} asc nulls last, ${tickets.id} asc`;

/** The games of the given entries, grouped per entry in the order played. */
async function entriesOf(db: Executor, customerId: string, keys: { checkoutId: string; drawId: number }[]): Promise<Map<string, TicketRecord[]>> {
  const grouped = new Map<string, TicketRecord[]>();
  if (keys.length === 0) return grouped;
  const rows = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(checkouts, eq(checkouts.id, tickets.checkoutId))
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(productOffers, eq(productOffers.id, tickets.offerId))
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    .where(and(eq(tickets.customerId, customerId), eq(tickets.heldForGroup, false), inArray(tickets.checkoutId, [...new Set(keys.map((key) => key.checkoutId))]), inArray(tickets.drawId, [...new Set(keys.map((key) => key.drawId))])))
    .orderBy(playedOrder);
  for (const row of rows.map(toRecord)) {
    const key = entryKey(row);
    const games = grouped.get(key);
    if (games) games.push(row);
    else grouped.set(key, [row]);
  }
  return grouped;
}

/**
 * A customer's tickets whose draw is still to be drawn (`upcoming`, soonest first) or has been (`past`, latest
 * first): one per purchased entry (offer, draw, way to play, purchase), each with its games in the order played.
 */
export async function listTickets(db: Executor, customerId: string, status: 'upcoming' | 'past', limit: number, offset: number): Promise<{ entries: TicketRecord[][]; total: number }> {
  // A lotto party session's tickets are its members' (their session page), not the organiser's own.
  const where = and(eq(tickets.customerId, customerId), eq(tickets.heldForGroup, false), status === 'upcoming' ? notInArray(draws.status, DRAWN_OR_LATER) : inArray(draws.status, DRAWN_OR_LATER));
  const firstGame = sql<string>`(array_agg(${tickets.id} order by ${playedOrder}))[1]`;
  const order = status === 'upcoming' ? [asc(draws.drawDate), asc(firstGame)] : [desc(draws.drawDate), asc(firstGame)];
  const [keys, [total]] = await Promise.all([
    db
      .select({ checkoutId: tickets.checkoutId, drawId: draws.id, offerId: tickets.offerId, gameType: tickets.gameType })
      .from(tickets)
      .innerJoin(draws, eq(draws.id, tickets.drawId))
      .where(where)
      .groupBy(tickets.checkoutId, draws.id, tickets.offerId, tickets.gameType)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number | string>`count(distinct (${tickets.checkoutId}, ${tickets.drawId}, ${tickets.offerId}, ${tickets.gameType}))` }).from(tickets).innerJoin(draws, eq(draws.id, tickets.drawId)).where(where),
  ]);
  const grouped = await entriesOf(db, customerId, keys);
  return { entries: keys.map((key) => grouped.get(entryKey(key)) ?? []).filter((games) => games.length > 0), total: Number(total?.n ?? 0) };
}

/** The ticket holding the game `ticketId` (any of its games finds it), its games in the order played; null when not the customer's. */
export async function findTicket(db: Executor, customerId: string, ticketId: string): Promise<TicketRecord[] | null> {
  const [game] = await db
    .select({ checkoutId: tickets.checkoutId, drawId: tickets.drawId, offerId: tickets.offerId, gameType: tickets.gameType })
    .from(tickets)
    .where(and(eq(tickets.customerId, customerId), eq(tickets.heldForGroup, false), eq(tickets.id, ticketId)));
  if (!game) return null;
  return (await entriesOf(db, customerId, [game])).get(entryKey(game)) ?? null;
}

/**
 * The next raffle entry number of a draw (1 for its first ticket). Takes the draw's transaction-scoped
 * advisory lock first, so purchases of one draw number their tickets one after the other.
 */
export async function nextEntryNo(tx: Executor, drawId: number): Promise<number> {
  await lockSubject(tx, 'raffleEntries', drawId);
  const [row] = await tx.select({ last: max(tickets.entryNo) }).from(tickets).where(eq(tickets.drawId, drawId));
  return Number(row?.last ?? 0) + 1;
}

