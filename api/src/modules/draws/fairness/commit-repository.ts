import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { InclusionProof } from '@drawfront/shared/fairness/merkle-tree';
import type { TicketLeafInput } from '@drawfront/shared/fairness/ticket-leaf';
import type { Executor } from '../../../db/client';
import { checkouts, draws, productOffers, tickets } from '../../../db/schema';
import type { ProductType } from '@drawfront/shared/contract/catalogue';

/** A closed draw whose tickets are not committed yet, locked for the commitment. */
export async function lockUncommittedDraw(tx: Executor, drawId: number): Promise<{ id: number; type: ProductType } | null> {
  const [row] = await tx
    .select({ id: draws.id, type: productOffers.type })
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(and(eq(draws.id, drawId), eq(draws.status, 'DRAW_CLOSED'), isNull(draws.ticketsRoot)))
    .for('update', { of: draws });
  return row ?? null;
}

export async function uncommittedClosedDrawIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: draws.id }).from(draws).where(and(eq(draws.status, 'DRAW_CLOSED'), isNull(draws.ticketsRoot))).orderBy(asc(draws.id));
  return rows.map((row) => row.id);
}

/** Every ticket of a draw (or the ones named) as its leaf encodes it, in leaf order (ticket id ascending). */
export async function ticketLeafInputs(tx: Executor, drawId: number, ticketIds?: string[]): Promise<TicketLeafInput[]> {
  const rows = await tx
    .select({ ticketId: tickets.id, gameType: tickets.gameType, game: tickets.game, entryNo: tickets.entryNo, salt: tickets.salt, purchasedAt: checkouts.createdAt })
    .from(tickets)
    .innerJoin(checkouts, eq(checkouts.id, tickets.checkoutId))
    .where(and(eq(tickets.drawId, drawId), ticketIds ? inArray(tickets.id, ticketIds) : undefined))
    .orderBy(asc(tickets.id));
  return rows.map((row) => ({ ...row, drawId, purchasedAt: row.purchasedAt.toISOString() }));
}

/** Writes each ticket's inclusion path in one statement per page (one JSON parameter, so no parameter limit). */
export async function writeProofs(tx: Executor, proofs: { id: string; proof: InclusionProof }[]): Promise<void> {
  const PAGE = 5_000;
  for (let at = 0; at < proofs.length; at += PAGE) {
    await tx.execute(sql`
      update tickets set commit_proof = p.proof
      from jsonb_to_recordset(${JSON.stringify(proofs.slice(at, at + PAGE))}::jsonb) as p(id uuid, proof jsonb)
      where tickets.id = p.id`);
  }
}

export async function publishCommitment(tx: Executor, drawId: number, commitment: { root: string; count: number; at: Date }): Promise<void> {
  await tx.update(draws).set({ ticketsRoot: commitment.root, ticketsCount: commitment.count, ticketsCommittedAt: commitment.at }).where(eq(draws.id, drawId));
}
