import { proofOf, rootOf, treeLevelsWith } from '@drawfront/shared/fairness/merkle-tree';
import { encodeTicket, leafHashWith } from '@drawfront/shared/fairness/ticket-leaf';
import type { Database, Transaction } from '../../../db/client';
import { numberRaffleEntries } from '../repository';
import { nodeSha256 } from './node-sha256';
import { lockUncommittedDraw, publishCommitment, ticketLeafInputs, uncommittedClosedDrawIds, writeProofs } from './commit-repository';

/**
 * Commits a closed draw to every ticket in it (README "Ticket commitment"): a Merkle tree over each
 * ticket's salted canonical encoding, its root and count published on the draw, each ticket's path
 * stored for its page. Runs once per draw, before the seed is revealed (the draws table refuses a
 * reveal without it). Answers false when the draw is not closed or already committed.
 */
export async function commitTickets(tx: Transaction, drawId: number, now: Date): Promise<boolean> {
  const draw = await lockUncommittedDraw(tx, drawId);
  if (!draw) return false;
  // Raffle entries get their numbers at purchase; any left without one are numbered now, so the leaves hold them.
  if (draw.type === 'raffle_ticket') await numberRaffleEntries(tx, drawId);
  const inputs = await ticketLeafInputs(tx, drawId);
  // Node's synchronous hash: the same tree the browser rebuilds with WebCrypto, minutes faster on a big draw.
  const leaves = inputs.map((input) => leafHashWith(encodeTicket(input), nodeSha256));
  const levels = treeLevelsWith(leaves, nodeSha256);
  await writeProofs(tx, inputs.map((input, index) => ({ id: input.ticketId, proof: proofOf(levels, index) })));
  await publishCommitment(tx, drawId, { root: rootOf(levels), count: inputs.length, at: now });
  return true;
}

/** Closed draws still to commit (the close step commits each in its own transaction). */
export function drawsToCommit(db: Database): Promise<number[]> {
  return uncommittedClosedDrawIds(db);
}
