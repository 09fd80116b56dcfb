import type { KindCartItem } from '@drawfront/shared/contract/cart';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { factsOfKindItem } from '@drawfront/shared/lines/line-sources';
import { presentLine } from '@drawfront/shared/lines/present-line';
import { Button } from '@drawfront/shared/ui/button';
import '../../../components/cart-checkout.css';

export interface KindCartLineProps {
  item: KindCartItem;
  i18n: I18n;
  /** A removal of this line is on its way. */
  busy: boolean;
  onRemove: () => void;
}

/** What a kind line's quantity counts, in the customer's words. */
function quantityLabel(item: KindCartItem, i18n: I18n): string {
  return item.productType === 'social_syndicate_share' ? i18n.t('cart.line.shares', 'Shares') : i18n.t('cart.line.quantity', 'Quantity');
}

/** A cart line that is not a ticket (a lotto party share, a membership): what it is, how many, price, Remove. */
export function KindCartLine({ item, i18n, busy, onRemove }: KindCartLineProps) {
  return (
    <li className="cart-line" aria-busy={busy || undefined}>
      <div className="cart-line__main">
        <h3 className="cart-line__name">{item.description}</h3>
        <dl className="cart-line__facts">
          <div className="cart-line__fact">
            <dt>{quantityLabel(item, i18n)}</dt>
            <dd>{presentLine(factsOfKindItem(item, new Date()), i18n).label}</dd>
          </div>
          <div className="cart-line__fact">
            <dt>{i18n.t('cart.line.unit-price', 'Each')}</dt>
            <dd>{i18n.money(item.unitPrice.amount)}</dd>
          </div>
        </dl>
      </div>
      <div className="cart-line__controls">
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
