import { Link } from 'react-router-dom';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { useGuardedPlayBreak } from '@drawfront/shared/ui/play-break-notice';

export interface OfferCardLinkProps {
  to: string;
  offerName: string;
  /** The call to buy, e.g. "Play now" or "Buy shares". */
  buyText: string;
  i18n: I18n;
}

/**
 * A card's way to its play page. During a break the page above says so once (PlayBreakBanner) and the
 * card invites no purchase: it still leads to the draw, whose buy button is the notice there.
 */
export function OfferCardLink({ to, offerName, buyText, i18n }: OfferCardLinkProps) {
  const onBreak = useGuardedPlayBreak() !== null;
  return (
    <Link className={buttonClassName(onBreak ? 'secondary' : 'primary', 'catalogue-offer-card__play')} to={to}>
      {onBreak ? i18n.t('catalogue.offer.see-draw', 'See the draw') : buyText}
      <span className="df-ui-visually-hidden"> {offerName}</span>
    </Link>
  );
}
