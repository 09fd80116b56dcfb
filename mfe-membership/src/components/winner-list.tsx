import type { GiveawayWinner } from '@drawfront/shared/contract/membership';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { giveawayTime } from '../lib/giveaway-texts';
import { formatMoney } from '@drawfront/shared/format/money';

/** Winners as published: masked names (first name and initial), the prize and the giveaway. */
export function WinnerList({ winners, i18n, empty }: { winners: GiveawayWinner[]; i18n: I18n; empty: string }) {
  if (winners.length === 0) return <p className="membership-card__text">{empty}</p>;
  return (
    <ul className="membership-winners">
      {winners.map((winner) => (
        <li key={`${winner.giveawayType}-${winner.drawNumber}-${winner.name}`} className="membership-winner">
          <strong>{winner.name}</strong>{' '}
          {winner.prize.amount > 0
            ? i18n.t('membership.winner.won-amount', 'won {amount} in the {title}', { amount: formatMoney(winner.prize.amount, winner.prize.currency, i18n.locale), title: winner.title })
            : i18n.t('membership.winner.won', 'won the {title}', { title: winner.title })}
          <span className="membership-winner__date"> · {giveawayTime(winner.drawnAt, i18n)}</span>
        </li>
      ))}
    </ul>
  );
}
