// Shares, refunds, prize parts and a session's tickets: what the ledger page and the orders read.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { Executor } from '../../db/client';
import { customers, draws, lottoPartyGroups, lottoPartyPrizeParts, lottoPartyRefunds, lottoPartySessions, lottoPartyShares, tickets } from '../../db/schema';
import type { PrizeStatus } from '../../db/schema';

export type ShareRow = typeof lottoPartyShares.$inferSelect;

export async function insertShares(tx: Executor, values: typeof lottoPartyShares.$inferInsert): Promise<void> {
  await tx.insert(lottoPartyShares).values(values);
}

export interface Holding {
  customerId: string;
  firstname: string;
  lastname: string;
  shares: number;
  paidCents: number;
  /** The holder's first purchase in the session (purchase order). */
  firstSeq: number;
}

/** Each holder's shares in the session, in purchase order. */
export async function holdings(db: Executor, sessionId: string): Promise<Holding[]> {
  const rows = await db
    .select({
      customerId: lottoPartyShares.customerId,
      firstname: customers.firstname,
      lastname: customers.lastname,
      shares: sql<number>`sum(${lottoPartyShares.quantity})::int`,
      paidCents: sql<number>`sum(${lottoPartyShares.paidCents})::bigint`,
      firstSeq: sql<number>`min(${lottoPartyShares.seq})::int`,
    })
    .from(lottoPartyShares)
    .innerJoin(customers, eq(customers.id, lottoPartyShares.customerId))
    .where(eq(lottoPartyShares.sessionId, sessionId))
    .groupBy(lottoPartyShares.customerId, customers.firstname, customers.lastname)
    .orderBy(sql`min(${lottoPartyShares.seq})`);
  return rows.map((row) => ({ ...row, shares: Number(row.shares), paidCents: Number(row.paidCents), firstSeq: Number(row.firstSeq) }));
}

export async function customerSharesInOpenSessions(db: Executor, groupId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${lottoPartyShares.quantity}), 0)::int` })
    .from(lottoPartyShares)
    .innerJoin(lottoPartySessions, eq(lottoPartySessions.id, lottoPartyShares.sessionId))
    .where(and(eq(lottoPartySessions.groupId, groupId), eq(lottoPartySessions.status, 'open'), eq(lottoPartyShares.customerId, customerId)));
  return Number(row?.n ?? 0);
}

export async function customerShares(db: Executor, sessionIds: string[], customerId: string): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: lottoPartyShares.sessionId, n: sql<number>`sum(${lottoPartyShares.quantity})::int` })
    .from(lottoPartyShares)
    .where(and(inArray(lottoPartyShares.sessionId, sessionIds), eq(lottoPartyShares.customerId, customerId)))
    .groupBy(lottoPartyShares.sessionId);
  return new Map(rows.map((row) => [row.sessionId, Number(row.n)]));
}

export async function insertRefund(tx: Executor, values: typeof lottoPartyRefunds.$inferInsert): Promise<void> {
  await tx.insert(lottoPartyRefunds).values(values);
}

export async function refunds(db: Executor, sessionId: string): Promise<Map<string, number>> {
  const rows = await db.select({ customerId: lottoPartyRefunds.customerId, cents: lottoPartyRefunds.cents }).from(lottoPartyRefunds).where(eq(lottoPartyRefunds.sessionId, sessionId));
  return new Map(rows.map((row) => [row.customerId, Number(row.cents)]));
}

export async function insertPrizeParts(tx: Executor, rows: (typeof lottoPartyPrizeParts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(lottoPartyPrizeParts).values(rows).onConflictDoNothing();
}

export interface PrizePartSum {
  customerId: string;
  baseCents: number;
  leftoverCents: number;
}

export async function prizePartSums(db: Executor, sessionId: string): Promise<PrizePartSum[]> {
  const rows = await db
    .select({ customerId: lottoPartyPrizeParts.customerId, baseCents: sql<number>`sum(${lottoPartyPrizeParts.baseCents})::bigint`, leftoverCents: sql<number>`sum(${lottoPartyPrizeParts.leftoverCents})::bigint` })
    .from(lottoPartyPrizeParts)
    .where(eq(lottoPartyPrizeParts.sessionId, sessionId))
    .groupBy(lottoPartyPrizeParts.customerId);
  return rows.map((row) => ({ customerId: row.customerId, baseCents: Number(row.baseCents), leftoverCents: Number(row.leftoverCents) }));
}

/** The sessions (by their tickets' checkout) that hold these tickets. */
export async function sessionsOfTickets(tx: Executor, ticketIds: string[]): Promise<Map<string, string>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await tx
    .select({ ticketId: tickets.id, sessionId: lottoPartySessions.id })
    .from(tickets)
    .innerJoin(lottoPartySessions, eq(lottoPartySessions.checkoutId, tickets.checkoutId))
    .where(inArray(tickets.id, ticketIds));
  return new Map(rows.map((row) => [row.ticketId, row.sessionId]));
}

export interface SessionTicketRow {
  id: string;
  game: GamePicks;
  priceCents: number;
  division: number | null;
  prizeCents: number;
  prizeStatus: PrizeStatus;
}

export async function sessionTickets(db: Executor, checkoutId: string): Promise<SessionTicketRow[]> {
  const rows = await db
    .select({ id: tickets.id, game: tickets.game, priceCents: tickets.priceCents, division: tickets.division, prizeCents: tickets.prizeCents, prizeStatus: tickets.prizeStatus })
    .from(tickets)
    .where(eq(tickets.checkoutId, checkoutId))
    .orderBy(asc(tickets.id));
  return rows.map((row) => ({ ...row, priceCents: Number(row.priceCents), prizeCents: Number(row.prizeCents) }));
}

export interface OrderRow extends ShareRow {
  groupId: string;
  groupName: string;
}

const DRAWN = sql`${draws.status} in ('DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED')`;

/** The customer's share purchases (orders), newest first: upcoming (draw not drawn yet) or past. */
export async function listOrders(db: Executor, siteKey: string, customerId: string, status: 'upcoming_products' | 'past_products', limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(lottoPartyShares.customerId, customerId), eq(lottoPartyGroups.siteKey, siteKey), status === 'past_products' ? DRAWN : sql`not (${DRAWN})`);
  const base = () =>
    db
      .select({ share: lottoPartyShares, groupId: lottoPartyGroups.id, groupName: lottoPartyGroups.groupName })
      .from(lottoPartyShares)
      .innerJoin(lottoPartySessions, eq(lottoPartySessions.id, lottoPartyShares.sessionId))
      .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
      .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId));
  const rows = await base().where(where).orderBy(desc(lottoPartyShares.createdAt), desc(lottoPartyShares.seq)).limit(limit).offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(lottoPartyShares)
    .innerJoin(lottoPartySessions, eq(lottoPartySessions.id, lottoPartyShares.sessionId))
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(where);
  return { rows: rows.map((row) => ({ ...row.share, groupId: row.groupId, groupName: row.groupName })), total: Number(total?.n ?? 0) };
}

export async function findOrders(db: Executor, siteKey: string, customerId: string, where: { id: string } | { sessionId: string }): Promise<OrderRow[]> {
  const match = 'id' in where ? eq(lottoPartyShares.id, where.id) : eq(lottoPartyShares.sessionId, where.sessionId);
  const rows = await db
    .select({ share: lottoPartyShares, groupId: lottoPartyGroups.id, groupName: lottoPartyGroups.groupName })
    .from(lottoPartyShares)
    .innerJoin(lottoPartySessions, eq(lottoPartySessions.id, lottoPartyShares.sessionId))
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .where(and(match, eq(lottoPartyShares.customerId, customerId), eq(lottoPartyGroups.siteKey, siteKey)))
    .orderBy(asc(lottoPartyShares.seq));
  return rows.map((row) => ({ ...row.share, groupId: row.groupId, groupName: row.groupName }));
}
