import { Link } from 'react-router-dom';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { LoadError } from '@drawfront/shared/ui/load-error';
import type { OfferRef } from '../../../lib/offer-ref';
import { useDrawOrLatestDetails } from '../hooks/use-draw-details';
import { formatDrawDate } from '../model/draw-date';
import { drawFailure } from '../model/draw-failure';
import { DrawNeighbours } from './draw-neighbours';
import { DrawUnavailable } from './draw-unavailable';
import { OfferLinks } from './offer-links';
import { RaffleWinnersTable } from './raffle-winners-table';
import type { ResultsPageProps } from './results-page-props';
import { ResultsLoading } from './results-loading';
import './results.css';

export interface WinnersPageProps extends ResultsPageProps {
  offer: OfferRef;
  /** The draw whose winners to show (`?drawNo=`); the latest drawn draw when null. */
  drawNo: number | null;
}

/** `/{raffle}/winners` and `/{raffle}?tab=winners`: a raffle draw's winners, names masked, with links to earlier draws' winners. */
export function WinnersPage({ api, site, i18n, offer, drawNo }: WinnersPageProps) {
  const heading = i18n.t('catalogue.results.winners.heading', '{offerName} winners', { offerName: offer.name });
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const results = pathTo('offer-results', { productOfferKey: offer.segment });
  return (
    <div className="catalogue-page">
      <PageHeading>{heading}</PageHeading>
      {offer.isRaffle ? (
        <RaffleWinners api={api} i18n={i18n} pathTo={pathTo} offer={offer} drawNo={drawNo} />
      ) : (
        <Alert tone="info">
          {i18n.t('catalogue.results.winners.lottery', "{offerName} is a lottery: its winners are counted in each draw's dividends.", { offerName: offer.name })}{' '}
          {results ? (
            <Link className="df-ui-link" to={results}>
              {i18n.t('catalogue.results.offer.heading', '{offerName} results', { offerName: offer.name })}
            </Link>
          ) : null}
        </Alert>
      )}
      <OfferLinks offer={offer} i18n={i18n} pathTo={pathTo} />
    </div>
  );
}

interface RaffleWinnersProps extends Pick<WinnersPageProps, 'api' | 'i18n' | 'offer' | 'drawNo'> {
  pathTo: PathTo;
}

function RaffleWinners({ api, i18n, pathTo, offer, drawNo }: RaffleWinnersProps) {
  const state = useDrawOrLatestDetails(api, offer.key, drawNo);
  let content;
  if (state.status === 'loading') content = <ResultsLoading i18n={i18n} cards={1} />;
  else if (state.status === 'error') {
    const failure = drawFailure(state.error);
    content =
      failure === 'failed' || drawNo === null ? (
        <LoadError title={i18n.t('catalogue.results.winners.error-title', "We couldn't load the winners")} error={state.error} i18n={i18n} onRetry={state.retry} />
      ) : (
        <DrawUnavailable reason={failure} offer={offer} drawNo={drawNo} i18n={i18n} pathTo={pathTo} />
      );
  } else if (state.data === null) content = <Alert tone="info">{i18n.t('catalogue.results.winners.no-draws', '{offerName} has not been drawn yet.', { offerName: offer.name })}</Alert>;
  else {
    const details = state.data;
    const drawPath = pathTo('offer-draw-results', { productOfferKey: offer.segment, drawNo: details.drawNo });
    content = (
      <section aria-labelledby="catalogue-winners-draw">
        <h2 id="catalogue-winners-draw">{i18n.t('catalogue.results.draw-number', 'Draw {drawNo}', { drawNo: details.drawNo })}</h2>
        <p className="catalogue-result-card__meta">
          <time dateTime={details.drawDate}>{formatDrawDate(details.drawDate, i18n)}</time>
        </p>
        <RaffleWinnersTable drawNo={details.drawNo} winners={details.raffleWinners} i18n={i18n} />
        {drawPath ? (
          <p>
            <Link className="df-ui-link" to={drawPath}>
              {i18n.t('catalogue.results.see-full', 'See full results')}
              <span className="df-ui-visually-hidden"> {i18n.t('catalogue.results.see-full-of', 'of {offerName} draw {drawNo}', { offerName: offer.name, drawNo: details.drawNo })}</span>
            </Link>
          </p>
        ) : null}
        <DrawNeighbours
          previousDrawNo={details.previousDrawNo}
          nextDrawNo={details.nextDrawNo}
          pathOf={(n) => pathTo('offer-winners', { productOfferKey: offer.segment }, { drawNo: n })}
          label={i18n.t('catalogue.results.winners.neighbours', 'Winners of other draws')}
          i18n={i18n}
        />
      </section>
    );
  }
  return content;
}
