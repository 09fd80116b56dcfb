import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import type { PricedLine } from '../cart/lines';
import { insertRecords } from './repository';
import type { NewRecurringRow } from './repository';

/** What a purchase charges now: every line but pre-orders, which are held as scheduled purchases and charged when their draw opens. */
export function chargedNow(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + (line.purchaseStatus === 'pre_order' ? 0 : line.unitPrice), 0);
}

/** The lines a purchase issues tickets for now (pre-orders get theirs when the runner charges them). */
export function ticketedNow<T extends Pick<PricedLine, 'purchaseStatus'>>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.purchaseStatus !== 'pre_order');
}

/**
 * The records a purchase leaves behind, written in its transaction: an autoplay (lottery, syndicate) or a
 * subscription (raffle, by the offer's recurring purchase type) for each line bought with recurring purchase on,
 * its runs starting after the draws the purchase bought; and a scheduled purchase for each pre-order line.
 */
export async function recordRecurringPurchases(tx: Transaction, input: { siteKey: string; customerId: string; checkoutId: string; lines: readonly PricedLine[]; at: Date }): Promise<void> {
  const { siteKey, customerId, checkoutId, lines, at } = input;
  const rows: NewRecurringRow[] = [];
  for (const line of lines) {
    const common = {
      customerId,
      siteKey,
      offerId: line.offer.id,
      gameType: line.gameType,
      gameOfferKey: line.gameOffer.key,
      games: line.games,
      quickpick: line.quickpick,
      day: line.day,
      causeKey: line.causeKey,
      sourceCheckoutId: checkoutId,
      createdAt: at,
      updatedAt: at,
    };
    const lastDraw = line.draws[line.draws.length - 1]!;
    if (line.purchaseStatus === 'pre_order') {
      rows.push({ ...common, id: randomUUID(), kind: 'scheduled', firstDrawNo: line.draws[0]!.drawNo, drawId: line.draws[0]!.id, priceCents: line.unitPrice, status: 'active' });
    }
    if (line.autoplay) {
      const kind = line.offer.recurringPurchase?.type === 'subscription' ? 'subscription' : 'autoplay';
      rows.push({ ...common, id: randomUUID(), kind, firstDrawNo: lastDraw.drawNo + 1, minimumJackpotCents: line.minimumJackpot ?? null, status: 'recurring_status_active' });
    }
  }
  await insertRecords(tx, rows);
}
