import { randomUUID } from 'node:crypto';
import { splitByShares } from '@drawfront/shared/rules/share-split';
import type { Transaction } from '../../db/client';
import { allocatePrizes } from '../draws/scoring/allocate-prizes';
import type { PrizeAllocation } from '../draws/scoring/allocate-prizes';
import { scorerFor } from '@drawfront/shared/scoring/scorers';
import { lockOrOpenWallet, post, systemAccount } from '../ledger/service';
import { findTickets, holdingsOf, lockPendingSharePrizes, markSharePrizesPaid, setSharePrize, writeTicketScores } from './repository';
import type { DrawnNumbers, PrizeTable } from '../../db/schema/json-types';
import type { GroupTicketHooks } from '../draws/steps/context';

/**
 * The draw engine's score step for a syndicate draw: the syndicate's tickets are standard games of its
 * lottery, scored against the draw's numbers; the dividends are shared out over those winners like any
 * lottery's; the syndicate's winnings (every ticket's prize together) are then split between the share
 * holdings by `splitByShares` (rules/share-split.ts: in proportion to shares, leftover cents to the
 * largest remainders, then more shares, then purchase order), each part owed to its holder's wallet.
 */
export async function scoreSyndicateDraw(
  tx: Transaction,
  draw: { id: number; result: DrawnNumbers | null; salesCents: number | null; jackpotCents: number | null },
  table: PrizeTable,
): Promise<PrizeAllocation> {
  const scorer = scorerFor('standard');
  const tickets = await findTickets(tx, draw.id);
  const scored = tickets.map((ticket) => ({ seq: ticket.seq, ...scorer(ticket.game, draw.result ?? {}, table) }));
  const winners = new Map<number, number>();
  for (const { division } of scored) if (division !== null) winners.set(division, (winners.get(division) ?? 0) + 1);
  const allocation = allocatePrizes({ table, winners, salesCents: draw.salesCents ?? 0, jackpotCents: draw.jackpotCents ?? 0 });
  const prizeOf = new Map(allocation.divisions.map((division) => [division.division, division.prizeCents]));
  const scores = scored.map(({ seq, division, matched }) => ({ seq, division, matched, prizeCents: division === null ? 0 : (prizeOf.get(division) ?? 0) }));
  await writeTicketScores(tx, draw.id, scores);
  const total = scores.reduce((sum, score) => sum + score.prizeCents, 0);
  const holdings = await holdingsOf(tx, draw.id);
  if (holdings.length > 0) {
    for (const part of splitByShares(total, holdings.map((holding) => ({ holder: holding.id, shares: holding.shares })))) await setSharePrize(tx, part.holder, part.amount);
  }
  return allocation;
}

/**
 * The pay step for a syndicate draw: one batch of owed share prizes paid from the house to the holders'
 * wallets in one `prize` ledger transaction, the shares marked paid with it. Returns how many it paid.
 */
export async function paySharePrizes(tx: Transaction, draw: { id: number; drawNo: number; offer: { name: string; currency: string } }, batchSize: number, at: Date): Promise<number> {
  const prizes = await lockPendingSharePrizes(tx, draw.id, batchSize);
  if (prizes.length === 0) return 0;
  const perCustomer = new Map<string, number>();
  for (const prize of prizes) perCustomer.set(prize.customerId, (perCustomer.get(prize.customerId) ?? 0) + prize.prizeCents);
  const wallets = new Map<string, number>();
  for (const customerId of [...perCustomer.keys()].sort()) wallets.set(customerId, (await lockOrOpenWallet(tx, customerId, draw.offer.currency)).id);
  const house = await systemAccount(tx, 'house_revenue', draw.offer.currency);
  const total = prizes.reduce((sum, prize) => sum + prize.prizeCents, 0);
  const posted = await post(tx, {
    kind: 'prize',
    reference: `draw-${draw.id}-share-prizes-${randomUUID()}`,
    description: `${draw.offer.name} draw ${draw.drawNo} syndicate prize`,
    at,
    entries: [{ accountId: house, amount: -total }, ...[...perCustomer].map(([customerId, cents]) => ({ accountId: wallets.get(customerId)!, amount: cents }))],
  });
  const paid = await markSharePrizesPaid(tx, prizes.map((prize) => prize.id), posted.transactionId, at);
  if (paid !== prizes.length) throw new Error(`draw ${draw.drawNo}: ${prizes.length - paid} of ${prizes.length} share prizes were no longer pending`);
  return paid;
}

/**
 * The draw engine's hooks for a syndicate's draw (as lotto party gives its sessions'): the syndicate's own tickets
 * are scored and its share prizes paid here; any other draw is left to the engine.
 */
export function syndicateTicketHooks(): GroupTicketHooks {
  return {
    scoreDraw: async (tx, draw, table) => (draw.offer.type === 'syndicate_share' ? scoreSyndicateDraw(tx, draw, table) : null),
    payPrizes: async (tx, draw, batchSize, at) => (draw.offer.type === 'syndicate_share' ? paySharePrizes(tx, draw, batchSize, at) : 0),
  };
}
