import type { Transaction } from '../../db/client';
import type { PricedLine } from '../cart/lines';
import { nextEntryNo } from './repository';
import type { NewTicket } from './repository';

/**
 * Gives each raffle ticket of `rows` the next entry number of its draw, in the order the rows were made
 * (line by line, game by game). Each draw's counter is taken under a transaction-scoped lock, so two
 * purchases of one draw never issue the same number and the numbers have no gaps (1..n, what the draw picks from).
 */
export async function numberRaffleTickets(tx: Transaction, lines: PricedLine[], rows: NewTicket[]): Promise<void> {
  const raffleOffers = new Set(lines.filter((line) => line.offer.type === 'raffle_ticket').map((line) => line.offer.id));
  const next = new Map<number, number>();
  for (const row of rows) {
    if (!raffleOffers.has(row.offerId)) continue;
    let entryNo = next.get(row.drawId);
    if (entryNo === undefined) entryNo = await nextEntryNo(tx, row.drawId);
    row.entryNo = entryNo;
    next.set(row.drawId, entryNo + 1);
  }
}
