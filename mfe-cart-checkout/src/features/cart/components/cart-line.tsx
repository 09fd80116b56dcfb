import { useId, useState } from 'react';
import type { CartItem } from '@drawfront/shared/contract/cart';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { factsOfCartItem } from '@drawfront/shared/lines/line-sources';
import { presentLine } from '@drawfront/shared/lines/present-line';
import { Button } from '@drawfront/shared/ui/button';
import { drawDateText } from '../../../lib/draw-date-text';
import { drawOptionsFor } from '../model/draw-options';
import '../../../components/cart-checkout.css';

export interface CartLineProps {
  item: CartItem;
  i18n: I18n;
  /** A change or removal of this line is on its way. */
  busy: boolean;
  /** Settles when the cart has answered (whether or not the change was accepted). */
  onChangeDraws: (numDraws: number) => Promise<unknown>;
  onRemove: () => void;
}

/** One cart line: offer, draw, games, draws (changeable), price, and a Remove button. */
export function CartLine({ item, i18n, busy, onChangeDraws, onRemove }: CartLineProps) {
  const selectId = useId();
  // Shows the customer's pick while the cart answers; the select stays enabled so keyboard focus is never dropped.
  const [chosen, setChosen] = useState<number | null>(null);
  const changeDraws = (numDraws: number) => {
    setChosen(numDraws);
    void onChangeDraws(numDraws).finally(() => setChosen(null));
  };
  const drawsText = (count: number) =>
    new Intl.PluralRules(i18n.locale).select(count) === 'one'
      ? i18n.t('cart.line.draws.one', '{count} draw', { count })
      : i18n.t('cart.line.draws.other', '{count} draws', { count });
  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <div className="cart-line__main">
        <h3 className="cart-line__name">{item.description}</h3>
        <dl className="cart-line__facts">
          <div className="cart-line__fact">
            <dt>{i18n.t('cart.line.draw', 'Draw')}</dt>
            <dd>{i18n.t('cart.line.draw-value', '{date} (draw {drawNo})', { date: drawDateText(item.drawDate, i18n), drawNo: item.drawNo })}</dd>
          </div>
          {item.productType === 'syndicate_share' ? (
            // A share line is its shares (quantity), at one share's cost each: it has no games of its own.
            <div className="cart-line__fact">
              <dt>{i18n.t('cart.line.shares', 'Shares')}</dt>
              <dd>{i18n.t('cart.line.shares-value', '{count} × {price}', { count: item.quantity, price: i18n.money(item.unitPrice.amount) })}</dd>
            </div>
          ) : (
            <div className="cart-line__fact">
              <dt>{i18n.t('cart.line.games', 'Games')}</dt>
              {/* "4 games", "System 8 (28 games)", a Super Combo's every draw: the one wording of every line. */}
              <dd>{presentLine(factsOfCartItem(item), i18n).label}</dd>
            </div>
          )}
          {item.purchaseStatus === 'pre_order' ? (
            <div className="cart-line__fact">
              <dt>{i18n.t('cart.line.status', 'Status')}</dt>
              <dd>{i18n.t('cart.line.pre-order', 'Pre-order')}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="cart-line__controls">
        <label className="cart-line__label" htmlFor={selectId}>
          {i18n.t('cart.line.draws-label', 'Number of draws')}
          <span className="df-ui-visually-hidden"> {i18n.t('cart.line.for', 'for {name}', { name: item.description })}</span>
        </label>
        <select
          id={selectId}
          className="cart-line__select"
          value={chosen ?? item.numDraws}
          onChange={(event) => changeDraws(Number(event.target.value))}
        >
          {drawOptionsFor(item).map((count) => (
            <option key={count} value={count}>
              {drawsText(count)}
            </option>
          ))}
        </select>
        <p className="cart-line__price">
          <span className="df-ui-visually-hidden">{i18n.t('cart.line.price', 'Price')} </span>
          {i18n.money(item.total.amount)}
        </p>
        <Button variant="text" busy={busy} onClick={onRemove}>
          {i18n.t('cart.line.remove', 'Remove')}
          <span className="df-ui-visually-hidden"> {item.description}</span>
        </Button>
      </div>
    </li>
  );
}
