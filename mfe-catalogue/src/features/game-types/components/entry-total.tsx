import type { I18n } from '@drawfront/shared/contract/i18n';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { GuardedBuy } from '@drawfront/shared/ui/play-break-notice';
import '../../../components/ticket-builder.css';
import './game-types.css';

export interface EntryTotalProps {
  price: string | null;
  breakdown: string;
  isFromPrice: boolean;
  blockedReason: string | null;
  adding: boolean;
  error: string | null;
  i18n: I18n;
  onAdd: () => void;
}

/** The live price and the "Add to cart" button (the break notice in its place during a break), with the reason it is disabled and any add error. */
export function EntryTotal({ price, breakdown, isFromPrice, blockedReason, adding, error, i18n, onAdd }: EntryTotalProps) {
  const reasonId = 'catalogue-entry-total-reason';
  return (
    <section className="catalogue-play-total" aria-labelledby="catalogue-entry-total-title">
      <h2 className="catalogue-play-section__title" id="catalogue-entry-total-title">
        {i18n.t('catalogue.play.your-ticket', 'Your ticket')}
      </h2>
      <p className="catalogue-play-total__price" aria-live="polite" aria-atomic="true">
        <span className="catalogue-entry-total__label">{isFromPrice ? i18n.t('catalogue.play.price-from', 'Price from') : i18n.t('catalogue.play.price', 'Price')}</span>{' '}
        <strong className="catalogue-play-total__amount">{price ?? i18n.t('catalogue.play.price-unknown', 'Price unavailable')}</strong>{' '}
        <span className="catalogue-play-total__breakdown">{breakdown}</span>
      </p>
      {error ? (
        <Alert tone="error" titleLevel={3} title={i18n.t('catalogue.play.add-failed', "We couldn't add your ticket")}>
          {error}
        </Alert>
      ) : null}
      <GuardedBuy>
        <div className="catalogue-play-total__actions">
          <Button onClick={onAdd} disabled={blockedReason !== null} busy={adding} aria-describedby={blockedReason ? reasonId : undefined}>
            {i18n.t('catalogue.play.add-to-cart', 'Add to cart')}
          </Button>
          {blockedReason ? (
            <p className="catalogue-play-total__reason" id={reasonId}>
              {blockedReason}
            </p>
          ) : null}
        </div>
      </GuardedBuy>
    </section>
  );
}
