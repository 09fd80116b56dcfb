import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import type { OfferRef } from '../../../lib/offer-ref';

export interface DrawUnavailableProps {
  reason: 'not-found' | 'not-drawn';
  offer: OfferRef;
  drawNo: number;
  i18n: I18n;
  pathTo: PathTo;
}

/**
 * A draw with no result to show. Not drawn yet: say so and offer to play it (a lottery's later draw is
 * `/{url}?firstDrawNo=N`, a raffle's draw `/{url}/draw/N`, storefront §2). Unknown: lead to the offer's results.
 */
export function DrawUnavailable({ reason, offer, drawNo, i18n, pathTo }: DrawUnavailableProps) {
  if (reason === 'not-drawn') {
    const play = offer.isRaffle ? pathTo('offer-draw', { productOfferKey: offer.segment, drawNo }) : pathTo('play', { productOfferKey: offer.segment }, { firstDrawNo: drawNo });
    return (
      <Alert tone="info" title={i18n.t('catalogue.results.not-drawn-title', "Draw {drawNo} hasn't been drawn yet", { drawNo })}>
        <p>
          {i18n.t('catalogue.results.not-drawn-text', 'Its winning numbers and dividends will be here once it is drawn.')}{' '}
          {play ? (
            <Link className="df-ui-link" to={play}>
              {i18n.t('catalogue.results.play-draw', 'Play {offerName} draw {drawNo}', { offerName: offer.name, drawNo })}
            </Link>
          ) : null}
        </p>
      </Alert>
    );
  }
  const results = pathTo('offer-results', { productOfferKey: offer.segment });
  return (
    <Alert tone="info" title={i18n.t('catalogue.results.no-draw-title', '{offerName} has no draw {drawNo}', { offerName: offer.name, drawNo })}>
      <p>
        {i18n.t('catalogue.results.no-draw-text', 'Check the draw number, or look through the past results.')}{' '}
        {results ? (
          <Link className="df-ui-link" to={results}>
            {i18n.t('catalogue.results.offer.heading', '{offerName} results', { offerName: offer.name })}
          </Link>
        ) : null}
      </p>
    </Alert>
  );
}
