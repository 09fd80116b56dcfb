import type { ResultNumbers } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { winningBalls } from '../../../lib/balls';
import { ballsText } from '../../../lib/game-label';
import { BallList } from './ball-list';

/** The draw's winning numbers, named on screen and, as one label, for screen readers. */
export function WinningNumbers({ numbers, i18n }: { numbers: ResultNumbers; i18n: I18n }) {
  const balls = winningBalls(numbers);
  const name = i18n.t('account.ticket.winning-numbers', 'Winning numbers');
  return (
    <div className="account-ticket-winning">
      <span className="account-ticket-winning__name" aria-hidden="true">
        {name}
      </span>
      <BallList balls={balls} label={i18n.t('account.ticket.winning-label', '{name}: {numbers}', { name, numbers: ballsText(balls, i18n) })} i18n={i18n} />
    </div>
  );
}
