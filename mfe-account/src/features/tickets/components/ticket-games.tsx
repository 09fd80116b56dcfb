import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { gameLabel } from '../model/game-label';

/**
 * Each game's numbers as its own list, labelled with the whole game ("Game 1: 3, 12, …, Powerball 7")
 * so a screen reader hears the game at once; the visible name and balls repeat it for sighted readers.
 */
export function TicketGames({ games, i18n }: { games: Ticket['games']; i18n: I18n }) {
  return (
    <ol className="account-ticket__games">
      {games.map((game, index) => (
        <li key={index} className="account-ticket-game">
          <span className="account-ticket-game__name" aria-hidden="true">
            {i18n.t('account.ticket.game-name', 'Game {n}', { n: index + 1 })}
          </span>
          <ul className="account-ticket-game__numbers" aria-label={gameLabel(game, index, i18n)}>
            {(game.numbers ?? []).map((number, position) => (
              <li key={`n${position}`} className="account-ball">
                {number}
              </li>
            ))}
            {(game.powerball ?? []).map((number, position) => (
              <li key={`p${position}`} className="account-ball-wrap">
                <span className="account-ball__tag" aria-hidden="true">
                  {i18n.t('account.ticket.powerball', 'Powerball')}
                </span>{' '}
                <span className="account-ball account-ball--powerball">{number}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
