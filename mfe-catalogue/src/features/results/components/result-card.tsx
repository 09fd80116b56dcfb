import { Link } from 'react-router-dom';
import type { DrawResultSummary } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { jackpotText } from '@drawfront/shared/rules/jackpot';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { NumberBalls, TicketNumbers } from '../../../components/number-balls';
import { formatDrawDate } from '../model/draw-date';
import { isRaffleResult } from '../model/result-kind';
import './results.css';

export interface ResultCardProps {
  result: DrawResultSummary;
  /** The card's heading: the offer's name on the all-offers pages, "Draw 1500" on an offer's own. */
  title: string;
  headingLevel: 2 | 3;
  /** The offer's URL segment for links (default: the result's `offerUrl`). */
  segment?: string;
  i18n: I18n;
  pathTo: PathTo;
}

/** One draw's result: draw number and date, the winning numbers, the jackpot, and a link to the draw page. */
export function ResultCard({ result, title, headingLevel, segment = result.offerUrl, i18n, pathTo }: ResultCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `catalogue-result-${result.offerKey}-${result.drawNo}`;
  const raffle = isRaffleResult(result);
  const drawPath = pathTo('offer-draw-results', { productOfferKey: segment, drawNo: result.drawNo });
  const prize = jackpotText({ prizePool: result.jackpot, prizePoolSuffix: result.jackpotSuffix, isPrizePoolUnknown: result.jackpot === null }, i18n.locale);
  return (
    <article className="catalogue-result-card" aria-labelledby={headingId}>
      <Heading className="catalogue-result-card__title" id={headingId}>
        {title}
      </Heading>
      <p className="catalogue-result-card__meta">
        {i18n.t('catalogue.results.draw-number', 'Draw {drawNo}', { drawNo: result.drawNo })}
        {' · '}
        <time dateTime={result.drawDate}>{formatDrawDate(result.drawDate, i18n)}</time>
      </p>
      {result.numbers ? (
        raffle ? (
          <TicketNumbers tickets={result.numbers.numbers} i18n={i18n} />
        ) : (
          <NumberBalls numbers={result.numbers} i18n={i18n} />
        )
      ) : (
        <p>{i18n.t('catalogue.results.not-drawn', 'Not drawn yet')}</p>
      )}
      <p className="catalogue-result-card__prize">
        <span className="catalogue-result-card__prize-label">{raffle ? i18n.t('catalogue.results.prize', 'Prize') : i18n.t('catalogue.results.jackpot', 'Jackpot')}</span>{' '}
        {prize}
      </p>
      {result.jackpotRolledOver && !raffle ? <p className="catalogue-result-card__rolled">{i18n.t('catalogue.results.rolled-over', 'Jackpot rolled over')}</p> : null}
      {drawPath ? (
        <Link className="df-ui-link" to={drawPath}>
          {i18n.t('catalogue.results.see-full', 'See full results')}
          <span className="df-ui-visually-hidden">
            {' '}
            {i18n.t('catalogue.results.see-full-of', 'of {offerName} draw {drawNo}', { offerName: result.offerName, drawNo: result.drawNo })}
          </span>
        </Link>
      ) : null}
    </article>
  );
}
