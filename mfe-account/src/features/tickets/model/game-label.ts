import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';

export type TicketGame = Ticket['games'][number];

/** What a screen reader hears for one game, e.g. "Game 1: 3, 12, 18, 27, 33, 41, Powerball 7". */
export function gameLabel(game: TicketGame, index: number, i18n: I18n): string {
  const parts: string[] = [];
  if (game.numbers?.length) parts.push(game.numbers.join(', '));
  if (game.powerball?.length) parts.push(i18n.t('account.ticket.powerball-label', 'Powerball {numbers}', { numbers: game.powerball.join(', ') }));
  const numbers = parts.length ? parts.join(', ') : i18n.t('account.ticket.no-numbers', 'no numbers');
  return i18n.t('account.ticket.game-label', 'Game {n}: {numbers}', { n: index + 1, numbers });
}
