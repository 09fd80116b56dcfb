import type { TicketOutcome } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { gameBalls } from '../../../lib/balls';
import { gameLabel } from '../../../lib/game-label';
import { gamesInOrder } from '../model/games-in-order';
import { divisionText, winsText } from '../model/outcome-texts';
import { BallList } from './ball-list';

export interface TicketGamesProps {
  games: Ticket['games'];
  /** Once the draw is scored: winning games come first, each game's matched numbers are highlighted and its division and prize shown. */
  outcome?: TicketOutcome | null;
  i18n: I18n;
}

/**
 * Each game's numbers as its own list, labelled with the whole game ("Game 1: 3, 12, …, Powerball 7")
 * so a screen reader hears the game at once; the visible name and balls repeat it for sighted readers.
 * A game keeps its number when a win moves it to the top.
 */
export function TicketGames({ games, outcome, i18n }: TicketGamesProps) {
  return (
    <ul className="account-ticket__games">
      {gamesInOrder({ games, outcome: outcome ?? null }).map(({ no, game, result, won }) => (
        <li key={no} className={won ? 'account-ticket-game account-ticket-game--won' : 'account-ticket-game'}>
          <span className="account-ticket-game__name" aria-hidden="true">
            {i18n.t('account.ticket.game-name', 'Game {n}', { n: no })}
          </span>
          {game.entryNo !== undefined ? <span className="account-ticket-game__entry">{i18n.t('account.ticket.entry-no-value', 'No. {n}', { n: game.entryNo })}</span> : null}
          {game.numbers || game.powerball ? <BallList balls={gameBalls(game, result?.matched)} label={gameLabel(game, no - 1, i18n, result?.matched)} i18n={i18n} /> : null}
          {result ? (
            <span className={won ? 'account-ticket-game__division account-ticket-game__division--won' : 'account-ticket-game__division'}>
              {result.wins ? winsText(result.wins, i18n) : divisionText(result.division, i18n)}
              {won && result.prize ? ` · ${i18n.t('account.ticket.game-prize', '{amount}', { amount: i18n.money(result.prize.amount) })}` : null}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
