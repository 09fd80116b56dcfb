import type { RaffleWinner } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { ordinal } from '@drawfront/shared/format/ordinal';
import './results.css';
import '../../../components/data-table.css';

export interface RaffleWinnersTableProps {
  drawNo: number;
  winners: readonly RaffleWinner[];
  i18n: I18n;
}

/** A raffle draw's winners: prize, winning ticket and the winner's masked name (never a full name). */
export function RaffleWinnersTable({ drawNo, winners, i18n }: RaffleWinnersTableProps) {
  if (winners.length === 0) return <p>{i18n.t('catalogue.results.winners.none', 'The winners of draw {drawNo} are not published yet.', { drawNo })}</p>;
  return (
    <div className="catalogue-table-scroll">
      <table className="catalogue-table">
        <caption className="catalogue-table__caption">{i18n.t('catalogue.results.winners.caption', 'Winners of draw {drawNo}', { drawNo })}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n.t('catalogue.results.winners.rank', 'Prize')}</th>
            <th scope="col">{i18n.t('catalogue.results.winners.ticket', 'Winning ticket')}</th>
            <th scope="col">{i18n.t('catalogue.results.winners.won', 'What they won')}</th>
            <th scope="col">{i18n.t('catalogue.results.winners.name', 'Winner')}</th>
          </tr>
        </thead>
        <tbody>
          {winners.map((winner) => (
            <tr key={winner.rank}>
              <th scope="row">{i18n.t('catalogue.results.winners.rank-n', '{rank} prize', { rank: ordinal(winner.rank) })}</th>
              <td>{winner.ticketNumber}</td>
              <td>{winner.prize ? `${winner.prizeDescription} (${i18n.money(winner.prize.amount)})` : winner.prizeDescription}</td>
              <td>{winner.winnerName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
