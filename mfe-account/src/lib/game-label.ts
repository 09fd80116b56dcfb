import type { ResultNumbers } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { ballText, gameBalls } from './balls';
import type { Ball, TicketGame } from './balls';

/** A list of balls in words, "3 (matched), 12, Powerball 7", or "no numbers". */
export function ballsText(balls: Ball[], i18n: I18n): string {
  return balls.length ? balls.map((ball) => ballText(ball, i18n)).join(', ') : i18n.t('account.ticket.no-numbers', 'no numbers');
}

/**
 * What a screen reader hears for one game, e.g. "Game 1: 3, 12, 18, 27, 33, 41, Powerball 7"; once the
 * draw is scored, the numbers it matched say so ("Game 1: 3 (matched), 12, …").
 */
export function gameLabel(game: TicketGame, index: number, i18n: I18n, matched?: ResultNumbers): string {
  return i18n.t('account.ticket.game-label', 'Game {n}: {numbers}', { n: index + 1, numbers: ballsText(gameBalls(game, matched), i18n) });
}
