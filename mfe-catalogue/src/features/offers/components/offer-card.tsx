import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { drawDayLabel } from '@drawfront/shared/rules/draw-day';
import { jackpotText } from '@drawfront/shared/rules/jackpot';
import { readableTextOn } from '@drawfront/shared/ui/colour-contrast';
import { nextDraw } from '../model/next-draw';
import { offerPath } from '../model/offer-path';
import { OfferCardLink } from './offer-card-link';
import './offers.css';

export interface OfferCardProps {
  offer: ProductOffer;
  i18n: I18n;
  subVariant: string;
  now: Date;
  /** h3 under a shelf heading on the home page, h2 on a single-type list page. */
  headingLevel: 2 | 3;
}

/** One offer: name, tagline, next draw's jackpot and day, and a link to its play page. */
export function OfferCard({ offer, i18n, subVariant, now, headingLevel }: OfferCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const draw = nextDraw(offer, now);
  // Brand colours come from the API: use one only when white or dark text on it reaches 4.5:1.
  const textColour = readableTextOn(offer.brandColour);
  const bandStyle = textColour ? { background: offer.brandColour, color: textColour } : undefined;
  const prizeLabel = offer.type === 'raffle_ticket' ? i18n.t('catalogue.offer.prize', 'Prize') : i18n.t('catalogue.offer.jackpot', 'Jackpot');

  return (
    <article className="catalogue-offer-card" aria-labelledby={`catalogue-offer-${offer.key}`}>
      <div className="catalogue-offer-card__band" style={bandStyle}>
        <Heading className="catalogue-offer-card__name" id={`catalogue-offer-${offer.key}`}>
          {offer.name}
        </Heading>
        {draw ? (
          <p className="catalogue-offer-card__jackpot">
            <span className="catalogue-offer-card__jackpot-label">{prizeLabel}</span>
            <span className="catalogue-offer-card__jackpot-value">{jackpotText(draw, i18n.locale)}</span>
          </p>
        ) : null}
      </div>
      <div className="catalogue-offer-card__body">
        {offer.tagline ? <p className="catalogue-offer-card__tagline">{offer.tagline}</p> : null}
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
        <OfferCardLink to={offerPath(offer, subVariant)} offerName={offer.name} buyText={i18n.t('catalogue.offer.play-now', 'Play now')} i18n={i18n} />
      </div>
    </article>
  );
}
