import { and, asc, eq, sql } from 'drizzle-orm';
import type { PublicDrawProof, PublicTicketProof, TicketProofAnswer } from '@drawfront/shared/fairness/public-proof';
import { encodeTicket } from '@drawfront/shared/fairness/ticket-leaf';
import type { Executor } from '../../../db/client';
import { draws, productOffers, tickets } from '../../../db/schema';
import { isDrawn, isScored } from '../draw-status';
import { ticketLeafInputs } from './commit-repository';

const drawColumns = {
  id: draws.id,
  status: draws.status,
  seedHash: draws.seedHash,
  seed: draws.seed,
  result: draws.result,
  closedAt: draws.closedAt,
  drawnAt: draws.drawnAt,
  ticketsRoot: draws.ticketsRoot,
  ticketsCount: draws.ticketsCount,
  ticketsCommittedAt: draws.ticketsCommittedAt,
  type: productOffers.type,
  prizeTable: productOffers.prizeTable,
};
type DrawRow = { [K in keyof typeof drawColumns]: (typeof drawColumns)[K]['_']['data'] | ((typeof drawColumns)[K]['_']['notNull'] extends true ? never : null) };

/** What the draw publishes: the seed and numbers only once drawn, the ticket commitment once closed. */
function toPublic(row: DrawRow): PublicDrawProof {
  const drawn = isDrawn(row.status);
  const raffle = row.type === 'raffle_ticket';
  return {
    drawId: row.id,
    kind: raffle ? 'raffle' : 'lottery',
    seedHash: row.seedHash ?? '',
    seed: drawn ? row.seed : null,
    machine: raffle ? null : (row.prizeTable?.machine ?? null),
    prizeTable: raffle ? null : row.prizeTable,
    numbers: drawn ? row.result : null,
    closedAt: row.closedAt?.toISOString() ?? null,
    drawnAt: drawn ? (row.drawnAt?.toISOString() ?? null) : null,
    tickets: row.ticketsRoot && row.ticketsCount !== null && row.ticketsCommittedAt
      ? { root: row.ticketsRoot, count: row.ticketsCount, committedAt: row.ticketsCommittedAt.toISOString() }
      : null,
  };
}

export async function drawProofById(db: Executor, drawId: number): Promise<PublicDrawProof | null> {
  const [row] = await db.select(drawColumns).from(draws).innerJoin(productOffers, eq(productOffers.id, draws.offerId)).where(eq(draws.id, drawId));
  return row ? toPublic(row as DrawRow) : null;
}

export async function drawProofByNumber(db: Executor, siteKey: string, offerKey: string, drawNo: number): Promise<PublicDrawProof | null> {
  const [row] = await db
    .select(drawColumns)
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.key, offerKey), eq(draws.drawNo, drawNo)))
    .limit(1);
  return row ? toPublic(row as DrawRow) : null;
}

/**
 * A customer's ticket with its proof: every game of the ticket (what was bought of one offer for one draw,
 * played one way, in one purchase: one leaf each, in the order played), each leaf as the game reads now (so a
 * changed game no longer leads to the root), its stored path, and its published result. Null: not this
 * customer's ticket. `ticket` (the game asked for) is null and `games` empty until the draw has committed.
 */
export async function ticketProof(db: Executor, customerId: string, ticketId: string): Promise<TicketProofAnswer | null> {
  const [asked] = await db
    .select({ drawId: tickets.drawId, checkoutId: tickets.checkoutId, offerId: tickets.offerId, gameType: tickets.gameType, heldForGroup: tickets.heldForGroup })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.customerId, customerId)));
  if (!asked) return null;
  const draw = (await drawProofById(db, asked.drawId))!;
  if (!draw.tickets) return { draw, ticket: null, games: [] };
  const rows = await db
    .select({ id: tickets.id, proof: tickets.commitProof, division: tickets.division, matched: tickets.matched, wins: tickets.wins, entryNo: tickets.entryNo })
    .from(tickets)
    .where(and(eq(tickets.customerId, customerId), eq(tickets.drawId, asked.drawId), eq(tickets.checkoutId, asked.checkoutId), eq(tickets.offerId, asked.offerId), eq(tickets.gameType, asked.gameType), eq(tickets.heldForGroup, asked.heldForGroup)))
    .orderBy(sql`${tickets.gameNo} asc nulls last`, asc(tickets.id));
  const inputs = new Map((await ticketLeafInputs(db, asked.drawId, rows.map((row) => row.id))).map((input) => [input.ticketId, input]));
  const [status] = await db.select({ status: draws.status }).from(draws).where(eq(draws.id, asked.drawId));
  const scored = isScored(status!.status);
  const games: PublicTicketProof[] = rows.map((row) => {
    const input = inputs.get(row.id)!;
    return {
      drawId: asked.drawId,
      ticketId: row.id,
      encoding: encodeTicket(input),
      salt: input.salt,
      proof: row.proof,
      root: draw.tickets!.root,
      entryNo: row.entryNo,
      division: scored ? row.division : null,
      matched: scored ? row.matched : null,
      wins: scored ? row.wins : null,
    };
  });
  return { draw, ticket: games.find((game) => game.ticketId === ticketId) ?? null, games };
}
