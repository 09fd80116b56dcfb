import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { DrawDetails } from '@drawfront/shared/contract/draws';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { jackpotText } from '@drawfront/shared/rules/jackpot';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NumberBalls, TicketNumbers } from '../../../components/number-balls';
import type { OfferRef } from '../../../lib/offer-ref';
import { useDrawDetails } from '../hooks/use-draw-details';
import { formatDrawDate } from '../model/draw-date';
import { drawFailure } from '../model/draw-failure';
import { isRaffleResult } from '../model/result-kind';
import { DividendsTable } from './dividends-table';
import { DrawNeighbours } from './draw-neighbours';
import { DrawUnavailable } from './draw-unavailable';
import { FairnessProof } from './fairness-proof';
import { OfferLinks } from './offer-links';
import { RaffleWinnersTable } from './raffle-winners-table';
import type { ResultsPageProps } from './results-page-props';
import './results.css';

export interface DrawResultPageProps extends ResultsPageProps {
  offer: OfferRef;
  drawNo: number;
}

/** `/{offer}/results/draw/{drawNo}`: one draw's numbers, dividends or raffle winners, neighbours and fairness proof. */
export function DrawResultPage({ api, site, i18n, offer, drawNo }: DrawResultPageProps) {
  const heading = i18n.t('catalogue.results.draw.heading', '{offerName} draw {drawNo}', { offerName: offer.name, drawNo });
  usePageTitle(i18n.t('catalogue.results.draw.title', '{offerName} draw {drawNo} results', { offerName: offer.name, drawNo }), site.name);
  const pathTo = usePathTo(site);
  const state = useDrawDetails(api, offer.key, drawNo);

  let content;
  if (state.status === 'loading')
    content = (
      <LoadingRegion label={i18n.t('catalogue.results.draw.loading', 'Loading the draw')}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height="2.5rem" />
        <Skeleton height="10rem" />
      </LoadingRegion>
    );
  else if (state.status === 'error') {
    const failure = drawFailure(state.error);
    content =
      failure === 'failed' ? (
        <LoadError title={i18n.t('catalogue.results.draw.error-title', "We couldn't load this draw")} error={state.error} i18n={i18n} onRetry={state.retry} />
      ) : (
        <DrawUnavailable reason={failure} offer={offer} drawNo={drawNo} i18n={i18n} pathTo={pathTo} />
      );
  } else if (!state.data.numbers) content = <DrawUnavailable reason="not-drawn" offer={offer} drawNo={drawNo} i18n={i18n} pathTo={pathTo} />;
  else content = <DrawResult api={api} details={state.data} offer={offer} i18n={i18n} pathTo={pathTo} />;

  return (
    <div className="catalogue-page">
      <PageHeading>{heading}</PageHeading>
      {content}
      <OfferLinks offer={offer} i18n={i18n} pathTo={pathTo} />
    </div>
  );
}

function DrawResult({ details, offer, i18n, pathTo, api }: { details: DrawDetails; offer: OfferRef; i18n: I18n; pathTo: PathTo; api: ApiClient }) {
  const raffle = isRaffleResult(details);
  const prize = jackpotText({ prizePool: details.jackpot, prizePoolSuffix: details.jackpotSuffix, isPrizePoolUnknown: details.jackpot === null }, i18n.locale);
  return (
    <>
      <p className="catalogue-result-card__meta">
        <time dateTime={details.drawDate}>{formatDrawDate(details.drawDate, i18n)}</time>
      </p>
      <section className="catalogue-draw-section" aria-labelledby="catalogue-draw-numbers">
        <h2 id="catalogue-draw-numbers">
          {raffle ? i18n.t('catalogue.results.draw.tickets', 'Winning tickets') : i18n.t('catalogue.results.draw.numbers', 'Winning numbers')}
        </h2>
        {details.numbers ? raffle ? <TicketNumbers tickets={details.numbers.numbers} i18n={i18n} /> : <NumberBalls numbers={details.numbers} i18n={i18n} /> : null}
        <p className="catalogue-result-card__prize">
          <span className="catalogue-result-card__prize-label">{raffle ? i18n.t('catalogue.results.prize', 'Prize') : i18n.t('catalogue.results.jackpot', 'Jackpot')}</span>{' '}
          {prize}
        </p>
        {details.jackpotRolledOver && !raffle ? <p className="catalogue-result-card__rolled">{i18n.t('catalogue.results.rolled-over', 'Jackpot rolled over')}</p> : null}
      </section>
      <section className="catalogue-draw-section" aria-labelledby="catalogue-draw-prizes">
        <h2 id="catalogue-draw-prizes">{raffle ? i18n.t('catalogue.results.draw.winners', 'Winners') : i18n.t('catalogue.results.draw.dividends', 'Dividends')}</h2>
        {raffle ? <RaffleWinnersTable drawNo={details.drawNo} winners={details.raffleWinners} i18n={i18n} /> : <DividendsTable details={details} i18n={i18n} />}
      </section>
      <DrawNeighbours
        previousDrawNo={details.previousDrawNo}
        nextDrawNo={details.nextDrawNo}
        pathOf={(drawNo) => pathTo('offer-draw-results', { productOfferKey: offer.segment, drawNo })}
        label={i18n.t('catalogue.results.draw.neighbours', 'Other {offerName} draws', { offerName: offer.name })}
        i18n={i18n}
      />
      <FairnessProof proof={details.fairness} offerKey={details.offerKey} drawNo={details.drawNo} i18n={i18n} api={api} aboutPath={pathTo('about-fairness')} />
    </>
  );
}
