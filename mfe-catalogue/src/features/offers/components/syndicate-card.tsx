import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { formatMoney } from '@drawfront/shared/format/money';
import { drawDayLabel } from '@drawfront/shared/rules/draw-day';
import { jackpotText } from '@drawfront/shared/rules/jackpot';
import { readableTextOn } from '@drawfront/shared/ui/colour-contrast';
import { nextDraw } from '../model/next-draw';
import { offerPath } from '../model/offer-path';
import { OfferCardLink } from './offer-card-link';
import './offers.css';

export interface SyndicateCardProps {
  offer: ProductOffer;
  i18n: I18n;
  subVariant: string;
  now: Date;
}

/** The price of one share (storefront §5 "Syndicate cost = cost per share x shares"), or null when the offer prices none. */
function sharePrice(offer: ProductOffer, i18n: I18n): string | null {
  const gameOffer = offer.gameTypes.find((gameType) => gameType.key === 'syndicate')?.gameOffers[0];
  const tier = gameOffer?.prices.find((candidate) => candidate.games === 1);
  return gameOffer && tier ? formatMoney(tier.price, gameOffer.priceCurrency, i18n.locale) : null;
}

/** One syndicate offer: its size (shares), tickets, share price, autoplay, next draw and a link to buy shares. */
export function SyndicateCard({ offer, i18n, subVariant, now }: SyndicateCardProps) {
  const draw = nextDraw(offer, now);
  const textColour = readableTextOn(offer.brandColour);
  const price = sharePrice(offer, i18n);
  const autoplay = offer.recurringPurchase !== null && offer.recurringPurchase.availability !== 'never';
  return (
    <article className="catalogue-offer-card" aria-labelledby={`catalogue-offer-${offer.key}`}>
      <div className="catalogue-offer-card__band" style={textColour ? { background: offer.brandColour, color: textColour } : undefined}>
        <h2 className="catalogue-offer-card__name" id={`catalogue-offer-${offer.key}`}>
          {offer.name}
        </h2>
        {draw ? (
          <p className="catalogue-offer-card__jackpot">
            <span className="catalogue-offer-card__jackpot-label">{i18n.t('catalogue.offer.jackpot', 'Jackpot')}</span>
            <span className="catalogue-offer-card__jackpot-value">{jackpotText(draw, i18n.locale)}</span>
          </p>
        ) : null}
      </div>
      <div className="catalogue-offer-card__body">
        {offer.tagline ? <p className="catalogue-offer-card__tagline">{offer.tagline}</p> : null}
        <dl className="catalogue-syndicate-facts">
          {offer.tickets !== undefined ? (
            <div>
              <dt>{i18n.t('catalogue.syndicate.tickets', 'Tickets')}</dt>
              <dd>{offer.tickets}</dd>
            </div>
          ) : null}
          {offer.size !== undefined ? (
            <div>
              <dt>{i18n.t('catalogue.syndicate.size', 'Shares')}</dt>
              <dd>{offer.size}</dd>
            </div>
          ) : null}
          {price ? (
            <div>
              <dt>{i18n.t('catalogue.syndicate.share-price', 'Price per share')}</dt>
              <dd>{price}</dd>
            </div>
          ) : null}
          <div>
            <dt>{i18n.t('catalogue.syndicate.autoplay', 'Autoplay')}</dt>
            <dd>{autoplay ? i18n.t('catalogue.syndicate.autoplay-yes', 'Available') : i18n.t('catalogue.syndicate.autoplay-no', 'Not available')}</dd>
          </div>
        </dl>
        <p className="catalogue-offer-card__draw">
          {draw ? (
            <>
              <span className="catalogue-offer-card__draw-label">{i18n.t('catalogue.offer.next-draw', 'Next draw')}</span>{' '}
              <time dateTime={draw.drawDate}>{drawDayLabel(new Date(draw.drawDate), now, i18n.timeZone, i18n.locale)}</time>
            </>
          ) : (
            i18n.t('catalogue.offer.no-open-draw', 'The next draw opens soon')
          )}
        </p>
        <OfferCardLink to={offerPath(offer, subVariant)} offerName={offer.name} buyText={i18n.t('catalogue.syndicate.buy', 'Buy shares')} i18n={i18n} />
      </div>
    </article>
  );
}
