import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { CartSummary as CartSummaryState } from '@drawfront/shared/stores/cart-store';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { browsePath } from '../model/browse-path';
import { itemCountText } from '../model/item-count-text';
import './cart.css';

export interface CartSummaryProps extends Pick<RemoteProps, 'i18n' | 'navigate' | 'site'> {
  cart: CartSummaryState;
}

/** What the shared cart store knows about a cart with items: how many, and the total. */
export function CartSummary({ cart, i18n, navigate, site }: CartSummaryProps) {
  return (
    <div className="cart-checkout-panel">
      <dl className="cart-checkout-summary">
        <div className="cart-checkout-summary__row">
          <dt>{i18n.t('cart.summary.items', 'Items')}</dt>
          <dd>{itemCountText(cart.itemCount, i18n)}</dd>
        </div>
        <div className="cart-checkout-summary__row cart-checkout-summary__row--total">
          <dt>{i18n.t('cart.summary.total', 'Total')}</dt>
          <dd>{i18n.money(cart.total.amount)}</dd>
        </div>
      </dl>
      <ShellLink to={browsePath(site.capabilities)} navigate={navigate} className={buttonClassName('secondary')}>
        {i18n.t('cart.summary.continue', 'Continue shopping')}
      </ShellLink>
    </div>
  );
}
