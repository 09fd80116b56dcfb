import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import type { OfferRef } from '../../../lib/offer-ref';
import './results.css';

/** Where an offer's results pages lead: its play page, its statistics (lotteries, where the site has them) or its winners (raffles). */
export function OfferLinks({ offer, i18n, pathTo }: { offer: OfferRef; i18n: I18n; pathTo: PathTo }) {
  const play = pathTo('play', { productOfferKey: offer.segment });
  const more = offer.isRaffle ? pathTo('offer-winners', { productOfferKey: offer.segment }) : pathTo('offer-statistics', { productOfferKey: offer.segment });
  return (
    <ul className="catalogue-offer-links">
      {play ? (
        <li>
          <Link className="df-ui-link" to={play}>
            {i18n.t('catalogue.results.play', 'Play {offerName}', { offerName: offer.name })}
          </Link>
        </li>
      ) : null}
      {more ? (
        <li>
          <Link className="df-ui-link" to={more}>
            {offer.isRaffle
              ? i18n.t('catalogue.results.winners-link', '{offerName} winners', { offerName: offer.name })
              : i18n.t('catalogue.results.statistics-link', '{offerName} number statistics', { offerName: offer.name })}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
