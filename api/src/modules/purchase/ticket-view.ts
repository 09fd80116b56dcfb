import type { TicketOutcome } from '@drawfront/shared/contract/draws';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { isDrawn } from '../draws/draw-status';
import type { TicketRecord } from './repository';

/** Prizes are known once the draw is scored (groups spec §4): from then on a ticket shows how it did. */
const SCORED_OR_LATER = new Set(['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);

function outcomeOf(row: TicketRecord): TicketOutcome | null {
  if (!SCORED_OR_LATER.has(row.drawStatus) || !row.result) return null;
  const matched = row.matched ?? {};
  return {
    winningNumbers: { ...row.result, numbers: row.result.numbers ?? [] },
    games: [{ matched: { ...matched, numbers: matched.numbers ?? [] }, division: row.division, ...(row.wins ? { wins: row.wins } : {}) }],
    prize: row.prizeStatus === 'none' ? null : { amount: row.prizeCents, currency: row.currency },
    prizeStatus: row.prizeStatus,
  };
}

/** The offer's URL segment on the customer's sub-variant: its alias there when it has one, as the catalogue answers `url`. */
function offerUrlOn(row: TicketRecord, subVariant: string): string {
  return row.offerUrlAliases.find((alias) => alias.subvariant === subVariant)?.url ?? row.offerUrl;
}

export function toTicket(row: TicketRecord, subVariant: string): Ticket {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    lotteryKey: row.lotteryKey,
    offerName: row.offerName,
    offerUrl: offerUrlOn(row, subVariant),
    drawNo: row.drawNo,
    drawDate: row.drawDate.toISOString(),
    games: [row.game],
    gameType: row.gameType,
    gamesCovered: row.gamesCovered,
    price: { amount: row.priceCents, currency: row.currency },
    status: isDrawn(row.drawStatus) ? 'past' : 'upcoming',
    drawStatus: row.drawStatus,
    outcome: outcomeOf(row),
    ...(row.entryNo === null ? {} : { entryNo: row.entryNo }),
  };
}

