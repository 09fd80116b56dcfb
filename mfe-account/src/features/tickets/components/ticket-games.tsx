import type { TicketOutcome } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { gameBalls } from '../../../lib/balls';
import { gameLabel } from '../../../lib/game-label';
import { divisionText, winsText } from '../model/outcome-texts';
import { BallList } from './ball-list';

export interface TicketGamesProps {
  games: Ticket['games'];
  /** Once the draw is scored: each game's matched numbers are highlighted and its division shown. */
  outcome?: TicketOutcome | null;
  i18n: I18n;
}

/**
 * Each game's numbers as its own list, labelled with the whole game ("Game 1: 3, 12, …, Powerball 7")
 * so a screen reader hears the game at once; the visible name and balls repeat it for sighted readers.
 */
export function TicketGames({ games, outcome, i18n }: TicketGamesProps) {
  return (
    <ol className="account-ticket__games">
      {games.map((game, index) => {
        const result = outcome?.games[index];
        return (
          <li key={index} className="account-ticket-game">
            <span className="account-ticket-game__name" aria-hidden="true">
              {i18n.t('account.ticket.game-name', 'Game {n}', { n: index + 1 })}
            </span>
            <BallList balls={gameBalls(game, result?.matched)} label={gameLabel(game, index, i18n, result?.matched)} i18n={i18n} />
            {result ? (
              <span className={result.division === null ? 'account-ticket-game__division' : 'account-ticket-game__division account-ticket-game__division--won'}>{result.wins ? winsText(result.wins, i18n) : divisionText(result.division, i18n)}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
