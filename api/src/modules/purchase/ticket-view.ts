import type { TicketOutcome } from '@drawfront/shared/contract/draws';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { isDrawn } from '../draws/draw-status';
import type { TicketRecord } from './repository';

/** Prizes are known once the draw is scored (groups spec §4): from then on a ticket shows how it did. */
const SCORED_OR_LATER = new Set(['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);

/** Where a ticket's prize stands when its games' prizes stand differently: the one that asks most of the customer first. */
const PRIZE_STATUS_ORDER: TicketOutcome['prizeStatus'][] = ['claim_required', 'pending', 'paid', 'none'];

function outcomeOf(games: readonly TicketRecord[]): TicketOutcome | null {
  const first = games[0]!;
  if (!SCORED_OR_LATER.has(first.drawStatus) || !first.result) return null;
  const money = (cents: number) => ({ amount: cents, currency: first.currency });
  const won = games.filter((game) => game.prizeStatus !== 'none');
  return {
    winningNumbers: { ...first.result, numbers: first.result.numbers ?? [] },
    games: games.map((game) => {
      const matched = game.matched ?? {};
      return { matched: { ...matched, numbers: matched.numbers ?? [] }, division: game.division, ...(game.wins ? { wins: game.wins } : {}), prize: game.prizeStatus === 'none' ? null : money(game.prizeCents) };
    }),
    prize: won.length === 0 ? null : money(won.reduce((sum, game) => sum + game.prizeCents, 0)),
    prizeStatus: PRIZE_STATUS_ORDER.find((status) => games.some((game) => game.prizeStatus === status)) ?? 'none',
  };
}

/** The offer's URL segment on the customer's sub-variant: its alias there when it has one, as the catalogue answers `url`. */
function offerUrlOn(row: TicketRecord, subVariant: string): string {
  return row.offerUrlAliases.find((alias) => alias.subvariant === subVariant)?.url ?? row.offerUrl;
}

/** One purchased entry (its games in the order played) as the customer's ticket; its id is its first game's. */
export function toTicket(games: readonly TicketRecord[], subVariant: string): Ticket {
  const first = games[0]!;
  return {
    id: first.id,
    checkoutId: first.checkoutId,
    ...(first.reference ? { reference: first.reference } : {}),
    lotteryKey: first.lotteryKey,
    offerName: first.offerName,
    offerUrl: offerUrlOn(first, subVariant),
    drawNo: first.drawNo,
    drawDate: first.drawDate.toISOString(),
    games: games.map((game) => (game.entryNo === null ? game.game : { ...game.game, entryNo: game.entryNo })),
    gameType: first.gameType,
    gamesCovered: games.reduce((sum, game) => sum + game.gamesCovered, 0),
    price: { amount: games.reduce((sum, game) => sum + game.priceCents, 0), currency: first.currency },
    status: isDrawn(first.drawStatus) ? 'past' : 'upcoming',
    drawStatus: first.drawStatus,
    outcome: outcomeOf(games),
    ...(first.entryNo === null ? {} : { entryNo: first.entryNo }),
  };
}
