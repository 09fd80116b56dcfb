import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { GuardedBuy } from '@drawfront/shared/ui/play-break-notice';
import { CurrencyGuardedBuy } from '@drawfront/shared/ui/wallet-currency-notice';
import type { AddToCart } from './use-add-to-cart';
import './ticket-builder.css';

export interface TicketTotalProps {
  /** The formatted price, or null when the price table has none for this ticket. */
  price: string | null;
  /** e.g. "4 games × 2 draws"; the price is "from" while too few games are complete. */
  breakdown: string;
  isFromPrice: boolean;
  /** Why the ticket cannot be added yet; null when it can. */
  blockedReason: string | null;
  /** The add in progress or its failure, from `useAddToCart`. */
  cart: Pick<AddToCart, 'adding' | 'error'>;
  i18n: I18n;
  onAdd: () => void;
}

/** Every builder's (play, entry and syndicate pages) live price and "Add to cart" button (the break notice in its place during a break, the wrong-currency notice for a wallet the site cannot charge), with the reason it is disabled and any add error. */
export function TicketTotal({ price, breakdown, isFromPrice, blockedReason, cart, i18n, onAdd }: TicketTotalProps) {
  const { adding, error } = cart;
  const reasonId = 'catalogue-play-total-reason';
  return (
    <section className="catalogue-play-total" aria-labelledby="catalogue-play-total-title">
      <h2 className="catalogue-play-section__title" id="catalogue-play-total-title">
        {i18n.t('catalogue.play.your-ticket', 'Your ticket')}
      </h2>
      <p className="catalogue-play-total__price" aria-live="polite" aria-atomic="true">
        <span className="catalogue-play-total__label">
          {isFromPrice ? i18n.t('catalogue.play.price-from', 'Price from') : i18n.t('catalogue.play.price', 'Price')}
        </span>{' '}
        <strong className="catalogue-play-total__amount">{price ?? i18n.t('catalogue.play.price-unknown', 'Price unavailable')}</strong>{' '}
        <span className="catalogue-play-total__breakdown">{breakdown}</span>
      </p>
      {error ? (
        <Alert tone="error" titleLevel={3} title={i18n.t('catalogue.play.add-failed', "We couldn't add your ticket")}>
          {error}
        </Alert>
      ) : null}
      <GuardedBuy>
        <CurrencyGuardedBuy>
          <div className="catalogue-play-total__actions">
            {/* Blocked, the button stays focusable (aria-disabled, not disabled) so a keyboard user who lands on it,
                as when the pre-cart drawer hands focus back after the builder starts afresh, hears why. */}
            <Button
              onClick={() => {
                if (blockedReason === null) onAdd();
              }}
              aria-disabled={blockedReason !== null || undefined}
              busy={adding}
              aria-describedby={blockedReason ? reasonId : undefined}
            >
              {i18n.t('catalogue.play.add-to-cart', 'Add to cart')}
            </Button>
            {blockedReason ? (
              <p className="catalogue-play-total__reason" id={reasonId}>
                {blockedReason}
              </p>
            ) : null}
          </div>
        </CurrencyGuardedBuy>
      </GuardedBuy>
    </section>
  );
}
