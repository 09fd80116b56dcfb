import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../../db/client';
import { lockOrOpenWallet, post, systemAccount } from '../../ledger/service';
import { advanceDraw, claimDraw, claimDrawById, lockPendingPrizes, markPrizesPaid } from '../repository';
import type { EngineDraw } from '../repository';
import type { PrizePart, StepContext } from './context';

/**
 * Pays one batch of the draw's pending prizes in `tx`: one `prize` ledger transaction (the house pays each
 * winner's wallet, summed per customer) and the tickets marked paid with it, atomically. Returns how many
 * tickets it paid; 0 when none was pending.
 */
async function payBatch(tx: Transaction, context: StepContext, draw: EngineDraw): Promise<number> {
  const prizes = await lockPendingPrizes(tx, draw.id, context.payBatchSize);
  if (prizes.length === 0) return 0;
  const now = context.clock.now();
  const perCustomer = new Map<string, number>();
  // A group's ticket (lotto party session) pays its members their parts; every other ticket pays its customer.
  const split = new Map<string, PrizePart[]>();
  for (const group of context.groupTickets ?? []) for (const [id, parts] of (await group.splitPrize?.(tx, prizes)) ?? []) split.set(id, parts);
  for (const prize of prizes) {
    const parts = split.get(prize.id) ?? [{ customerId: prize.customerId, cents: prize.prizeCents }];
    if (parts.reduce((sum, part) => sum + part.cents, 0) !== prize.prizeCents) throw new Error(`ticket ${prize.id}: its prize parts do not sum to its prize`);
    for (const part of parts) if (part.cents > 0) perCustomer.set(part.customerId, (perCustomer.get(part.customerId) ?? 0) + part.cents);
  }
  // Wallets first, in a fixed order, then the house accounts (the entries' trigger): the order purchases take them in.
  // Each prize is already in the currency its customer keeps (assignPrizes), so each currency's house pays its own.
  const wallets = new Map<string, { id: number; currency: string }>();
  for (const customerId of [...perCustomer.keys()].sort()) wallets.set(customerId, await lockOrOpenWallet(tx, customerId, draw.offer.currency));
  const byCurrency = new Map<string, [string, number][]>();
  for (const [customerId, cents] of perCustomer) {
    if (cents <= 0) continue;
    const { currency } = wallets.get(customerId)!;
    const payees = byCurrency.get(currency) ?? [];
    payees.push([customerId, cents]);
    byCurrency.set(currency, payees);
  }
  const transactions = new Map<string, string>();
  for (const [currency, payees] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
    const house = await systemAccount(tx, 'house_revenue', currency);
    const total = payees.reduce((sum, [, cents]) => sum + cents, 0);
    const transaction = await post(tx, {
      kind: 'prize',
      reference: `draw-${draw.id}-prizes-${randomUUID()}`,
      description: `${draw.offer.name} draw ${draw.drawNo} prize`,
      at: now,
      entries: [{ accountId: house, amount: -total }, ...payees.map(([customerId, cents]) => ({ accountId: wallets.get(customerId)!.id, amount: cents }))],
    });
    transactions.set(currency, transaction.transactionId);
  }
  // Each ticket points at the transaction that paid its customer (a group's ticket: its parts', all in one currency).
  const [onlyTransaction] = transactions.values();
  const ticketsBy = new Map<string, string[]>();
  for (const prize of prizes) {
    const transactionId = transactions.get(wallets.get(prize.customerId)?.currency ?? '') ?? onlyTransaction!;
    const ids = ticketsBy.get(transactionId) ?? [];
    ids.push(prize.id);
    ticketsBy.set(transactionId, ids);
  }
  let paid = 0;
  for (const [transactionId, ids] of ticketsBy) paid += await markPrizesPaid(tx, ids, transactionId, now);
  if (paid !== prizes.length) throw new Error(`draw ${draw.drawNo} of ${draw.offer.key}: ${prizes.length - paid} of ${prizes.length} prizes were no longer pending`);
  return paid;
}

/**
 * DRAW_SCORED → DRAW_PAID. Each batch commits on its own, holding the draw's row lock: a crash loses at most
 * the batch in flight, which rolls back whole, and the next run pays only what is still pending.
 */
export async function payStep(context: StepContext): Promise<number> {
  let paidDraws = 0;
  let batches = 0;
  for (;;) {
    const draw = await context.db.transaction((tx) => claimDraw(tx, 'DRAW_SCORED'));
    if (!draw) return paidDraws;
    for (;;) {
      const outcome = await context.db.transaction(async (tx) => {
        if (!(await claimDrawById(tx, draw.id, 'DRAW_SCORED'))) return 'taken' as const;
        if ((await payBatch(tx, context, draw)) > 0) return 'paid' as const;
        // Then what groups owe of the draw themselves (a syndicate's share prizes), a batch at a time.
        for (const group of context.groupTickets ?? []) if (((await group.payPrizes?.(tx, draw, context.payBatchSize, context.clock.now())) ?? 0) > 0) return 'paid' as const;
        if (!(await advanceDraw(tx, draw.id, 'DRAW_SCORED', 'DRAW_PAID', { paidAt: context.clock.now() }))) throw new Error(`draw ${draw.drawNo} of ${draw.offer.key} left DRAW_SCORED while locked`);
        return 'finished' as const;
      });
      // Another worker holds this draw between our batches: it finishes the draw, and the next tick takes what is left.
      if (outcome === 'taken') return paidDraws;
      if (outcome === 'finished') break;
      batches += 1;
      if (context.failAfterPayBatches !== undefined && batches >= context.failAfterPayBatches) throw new Error(`injected failure after ${batches} prize batches`);
    }
    paidDraws += 1;
  }
}
