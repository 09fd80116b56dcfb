import { and, eq } from 'drizzle-orm';
import type { PublicDrawProof, PublicTicketProof } from '@drawfront/shared/fairness/public-proof';
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
 * A customer's ticket with its proof: the leaf as the ticket reads now (so a changed ticket no longer leads to
 * the root), its stored path, and its published result. Null: not this customer's ticket. `ticket` is null
 * until the draw has committed its tickets.
 */
export async function ticketProof(db: Executor, customerId: string, ticketId: string): Promise<{ draw: PublicDrawProof; ticket: PublicTicketProof | null } | null> {
  const [row] = await db
    .select({ drawId: tickets.drawId, proof: tickets.commitProof, division: tickets.division, matched: tickets.matched, entryNo: tickets.entryNo })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.customerId, customerId)));
  if (!row) return null;
  const draw = (await drawProofById(db, row.drawId))!;
  if (!draw.tickets) return { draw, ticket: null };
  const [input] = await ticketLeafInputs(db, row.drawId, ticketId);
  const [status] = await db.select({ status: draws.status }).from(draws).where(eq(draws.id, row.drawId));
  const scored = isScored(status!.status);
  return {
    draw,
    ticket: {
      drawId: row.drawId,
      ticketId,
      encoding: encodeTicket(input!),
      salt: input!.salt,
      proof: row.proof,
      root: draw.tickets.root,
      entryNo: row.entryNo,
      division: scored ? row.division : null,
      matched: scored ? row.matched : null,
    },
  };
}
