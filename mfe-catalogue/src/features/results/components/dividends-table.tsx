import type { DrawDetails } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import './results.css';
import '../../../components/data-table.css';

export interface DividendsTableProps {
  details: Pick<DrawDetails, 'drawNo' | 'divisions' | 'totalWinners' | 'totalPrizes'>;
  i18n: I18n;
}

/** The dividends of a drawn lottery: per division what it needs, how many won and what each winner gets, then the totals. */
export function DividendsTable({ details, i18n }: DividendsTableProps) {
  const count = new Intl.NumberFormat(i18n.locale);
  const pending = i18n.t('catalogue.results.dividends.pending', 'Being worked out');
  return (
    <div className="catalogue-table-scroll">
      <table className="catalogue-table">
        <caption className="catalogue-table__caption">{i18n.t('catalogue.results.dividends.caption', 'Dividends for draw {drawNo}', { drawNo: details.drawNo })}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n.t('catalogue.results.dividends.division', 'Division')}</th>
            <th scope="col">{i18n.t('catalogue.results.dividends.needs', 'What it needs')}</th>
            <th scope="col" className="catalogue-table__number">
              {i18n.t('catalogue.results.dividends.winners', 'Winners')}
            </th>
            <th scope="col" className="catalogue-table__number">
              {i18n.t('catalogue.results.dividends.prize', 'Prize per winner')}
            </th>
          </tr>
        </thead>
        <tbody>
          {details.divisions.map((division) => (
            <tr key={division.division}>
              <th scope="row">{i18n.t('catalogue.results.dividends.division-n', 'Division {division}', { division: division.division })}</th>
              <td>{division.description}</td>
              <td className="catalogue-table__number">{count.format(division.winners)}</td>
              <td className="catalogue-table__number">
                {/* Nobody won it: a prize of $0.00 would read as a division that pays nothing. */}
                {division.winners === 0 ? i18n.t('catalogue.results.dividends.not-won', 'Not won') : division.prize ? i18n.money(division.prize.amount) : pending}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {i18n.t('catalogue.results.dividends.total', 'Total winners')}
            </th>
            <td className="catalogue-table__number">{count.format(details.totalWinners)}</td>
            <td className="catalogue-table__number">
              {details.totalPrizes ? i18n.t('catalogue.results.dividends.total-prizes', '{amount} in prizes', { amount: i18n.money(details.totalPrizes.amount) }) : pending}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
