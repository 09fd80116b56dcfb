import type { Fund } from '@drawfront/shared/contract/funds';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';
import { brandName, cardExpiry, cardName } from '@drawfront/shared/format/card-label';

export interface CardListProps {
  funds: readonly Fund[];
  i18n: I18n;
  /** Id of the card whose action is in flight. */
  busyId: string | null;
  onMakeDefault: (fund: Fund) => void;
  onRemove: (fund: Fund) => void;
}

/** Saved cards; each button names its card ("Remove Visa ending 4242") so a screen-reader list of buttons makes sense. */
export function CardList({ funds, i18n, busyId, onMakeDefault, onRemove }: CardListProps) {
  return (
    <ul className="account-funds-cards">
      {funds.map((fund) => {
        const name = cardName(fund);
        return (
          <li key={fund.id} className="account-funds-cards__item">
            <div className="account-funds-cards__details">
              <span className="account-funds-cards__brand">{brandName(fund.brand)}</span>{' '}
              <span className="account-funds-cards__number">
                <span aria-hidden="true">•••• </span>
                <span className="df-ui-visually-hidden">{i18n.t('account.cards.ending', 'ending')} </span>
                {fund.last4}
              </span>{' '}
              <span className="account-funds-cards__expiry">{i18n.t('account.cards.expires', 'Expires {expiry}', { expiry: cardExpiry(fund) })}</span>
              {fund.default ? (
                <>
                  {' '}
                  <span className="account-funds-cards__badge">{i18n.t('account.cards.default', 'Default')}</span>
                </>
              ) : null}
            </div>
            <div className="account-funds-cards__actions">
              {fund.default ? null : (
                <Button variant="secondary" busy={busyId === fund.id} aria-label={i18n.t('account.cards.make-default-named', 'Make {card} default', { card: name })} onClick={() => onMakeDefault(fund)}>
                  {i18n.t('account.cards.make-default', 'Make default')}
                </Button>
              )}
              <Button variant="text" busy={busyId === fund.id} aria-label={i18n.t('account.cards.remove-named', 'Remove {card}', { card: name })} onClick={() => onRemove(fund)}>
                {i18n.t('account.cards.remove', 'Remove')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
