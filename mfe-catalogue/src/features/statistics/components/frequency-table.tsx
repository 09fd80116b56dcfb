import { Link } from 'react-router-dom';
import type { NumberFrequency } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { barPercent, mostDrawn } from '../model/frequency';
import './statistics.css';
import '../../../components/data-table.css';

export interface FrequencyTableProps {
  caption: string;
  numbers: readonly NumberFrequency[];
  /** The path of a draw's results page, or null when the site has none. */
  drawPath: (drawNo: number) => string | null;
  formatDate: (drawDate: string) => string;
  i18n: I18n;
}

/**
 * Each number's count over the window, with a bar scaled to the most drawn number. The bar repeats
 * the count beside it, so it is hidden from screen readers (they read the number, not a shape).
 */
export function FrequencyTable({ caption, numbers, drawPath, formatDate, i18n }: FrequencyTableProps) {
  const most = mostDrawn(numbers);
  return (
    <div className="catalogue-table-scroll">
      <table className="catalogue-table catalogue-statistics__table">
        <caption className="catalogue-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n.t('catalogue.statistics.number', 'Number')}</th>
            <th scope="col">{i18n.t('catalogue.statistics.times-drawn', 'Times drawn')}</th>
            <th scope="col">{i18n.t('catalogue.statistics.last-drawn', 'Last drawn')}</th>
            <th scope="col" className="catalogue-table__number">
              {i18n.t('catalogue.statistics.draws-since', 'Draws since')}
            </th>
          </tr>
        </thead>
        <tbody>
          {numbers.map((entry) => {
            const path = entry.lastDrawnNo === null ? null : drawPath(entry.lastDrawnNo);
            const lastDrawn =
              entry.lastDrawnNo === null
                ? i18n.t('catalogue.statistics.not-drawn', 'Not in these draws')
                : i18n.t('catalogue.statistics.last-draw', 'Draw {drawNo}', { drawNo: entry.lastDrawnNo });
            return (
              <tr key={entry.number}>
                <th scope="row">{entry.number}</th>
                <td>
                  <span className="catalogue-statistics__count">{entry.timesDrawn}</span>
                  <span className="catalogue-statistics__bar" aria-hidden="true">
                    <span className="catalogue-statistics__bar-fill" style={{ width: `${barPercent(entry.timesDrawn, most)}%` }} />
                  </span>
                </td>
                <td>
                  {path ? (
                    <Link className="df-ui-link" to={path}>
                      {lastDrawn}
                    </Link>
                  ) : (
                    lastDrawn
                  )}
                  {entry.lastDrawnDate ? (
                    <>
                      {', '}
                      <time dateTime={entry.lastDrawnDate}>{formatDate(entry.lastDrawnDate)}</time>
                    </>
                  ) : null}
                </td>
                <td className="catalogue-table__number">{entry.drawsSince}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
