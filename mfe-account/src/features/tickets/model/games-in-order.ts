import type { TicketOutcome } from '@drawfront/shared/contract/draws';
import type { Ticket } from '@drawfront/shared/contract/purchase';

/** One game as a ticket shows it: its number in the order played, its numbers and, once scored, its result. */
export interface ShownGame {
  /** 1 for the first game played: kept when wins move to the top, so "Game 3" is always the third game bought. */
  no: number;
  game: Ticket['games'][number];
  result: TicketOutcome['games'][number] | undefined;
  won: boolean;
}

/** A game won something: a division, or divisions of the games an entry covers. */
const isWin = (result: TicketOutcome['games'][number] | undefined) => !!result && (result.division !== null || (result.wins?.length ?? 0) > 0);

/** A ticket's games numbered in the order played; once scored, the winning games first (in their order), then the rest. */
export function gamesInOrder(ticket: Pick<Ticket, 'games' | 'outcome'>): ShownGame[] {
  const shown = ticket.games.map((game, index) => ({ no: index + 1, game, result: ticket.outcome?.games[index], won: isWin(ticket.outcome?.games[index]) }));
  return [...shown.filter((game) => game.won), ...shown.filter((game) => !game.won)];
}
