import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { and, asc, count, desc, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import type { RowColumn } from '../../db/insert-rows';
import { checkouts, customers, draws, productOffers, tickets } from '../../db/schema';
import type { DrawStatus } from '../draws/draw-status';
import { lockSubject } from '../../db/advisory-locks';
import type { PrizeStatus } from '../../db/schema';
import type { DrawnNumbers } from '../../db/schema/json-types';

/** A ticket as bought: unscored and without a prize (the draw engine writes those columns later). */
export type NewTicket = Pick<typeof tickets.$inferInsert, 'id' | 'checkoutId' | 'customerId' | 'offerId' | 'drawId' | 'gameType' | 'game' | 'priceCents' | 'gamesCovered' | 'entryNo' | 'heldForGroup'>;

export type NewCheckout = typeof checkouts.$inferInsert;

const checkoutColumns: RowColumn<NewCheckout>[] = [
  { column: checkouts.id, type: 'uuid', value: (row) => row.id },
  { column: checkouts.customerId, type: 'uuid', value: (row) => row.customerId },
  { column: checkouts.siteKey, type: 'text', value: (row) => row.siteKey },
  { column: checkouts.transactionId, type: 'uuid', value: (row) => row.transactionId },
  { column: checkouts.totalCents, type: 'bigint', value: (row) => row.totalCents },
  { column: checkouts.receipt, type: 'jsonb', value: (row) => row.receipt },
  { column: checkouts.lineDrafts, type: 'jsonb', value: (row) => row.lineDrafts },
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
];

export async function insertTickets(db: Executor, rows: NewTicket[]): Promise<void> {
  await insertRows(db, tickets, newTicketColumns, rows);
}

export async function findReceipt(db: Executor, customerId: string, checkoutId: string): Promise<Receipt | null> {
  const [row] = await db.select({ receipt: checkouts.receipt }).from(checkouts).where(and(eq(checkouts.id, checkoutId), eq(checkouts.customerId, customerId)));
  return row?.receipt ?? null;
}

export interface TicketRecord {
  id: string;
  checkoutId: string;
  lotteryKey: string;
  offerName: string;
  offerUrl: string;
  offerUrlAliases: { subvariant: string; url: string }[];
  currency: string;
  drawNo: number;
  drawDate: Date;
  game: GamePicks;
  gameType: GameTypeKey;
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

/** A customer's tickets whose draw is still to be drawn (`upcoming`, soonest first) or has been (`past`, latest first). */
export async function listTickets(db: Executor, customerId: string, status: 'upcoming' | 'past', limit: number, offset: number): Promise<{ rows: TicketRecord[]; total: number }> {
  // A lotto party session's tickets are its members' (their session page), not the organiser's own.
  const where = and(eq(tickets.customerId, customerId), eq(tickets.heldForGroup, false), status === 'upcoming' ? notInArray(draws.status, DRAWN_OR_LATER) : inArray(draws.status, DRAWN_OR_LATER));
  const order = status === 'upcoming' ? [asc(draws.drawDate), asc(tickets.id)] : [desc(draws.drawDate), asc(tickets.id)];
  const [rows, [total]] = await Promise.all([
    db.select(ticketColumns).from(tickets).innerJoin(draws, eq(draws.id, tickets.drawId)).innerJoin(productOffers, eq(productOffers.id, tickets.offerId)).innerJoin(customers, eq(customers.id, tickets.customerId)).where(where).orderBy(...order).limit(limit).offset(offset),
    db.select({ n: count() }).from(tickets).innerJoin(draws, eq(draws.id, tickets.drawId)).where(where),
  ]);
  return { rows: rows.map(toRecord), total: Number(total?.n ?? 0) };
}

export async function findTicket(db: Executor, customerId: string, ticketId: string): Promise<TicketRecord | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(productOffers, eq(productOffers.id, tickets.offerId))
    .innerJoin(customers, eq(customers.id, tickets.customerId))
    .where(and(eq(tickets.customerId, customerId), eq(tickets.heldForGroup, false), eq(tickets.id, ticketId)));
  return row ? toRecord(row) : null;
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

