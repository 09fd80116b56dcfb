import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { OfferCard } from './offer-card';
import './offers.css';

export interface OfferGridProps {
  offers: readonly ProductOffer[];
  i18n: I18n;
  subVariant: string;
  now: Date;
  headingLevel: 2 | 3;
}

/** Offer cards as a list, so a screen reader says how many there are. */
export function OfferGrid({ offers, ...cardProps }: OfferGridProps) {
  return (
    <ul className="catalogue-offer-grid">
      {offers.map((offer) => (
        <li key={offer.key} className="catalogue-offer-grid__item">
          <OfferCard offer={offer} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}
