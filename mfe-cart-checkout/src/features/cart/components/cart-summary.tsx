import type { Cart } from '@drawfront/shared/contract/cart';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import type { WrongCurrency } from '@drawfront/shared/rules/wallet-currency';
import { WrongCurrencyNotice } from '@drawfront/shared/ui/wallet-currency-notice';
import { DiscountRows } from '../../../components/discount-rows';
import { browsePath } from '../../../lib/browse-path';
import { checkoutPath } from '../../../lib/checkout-path';
import { itemCountText } from '../model/item-count-text';
import '../../../components/cart-checkout.css';

export interface CartSummaryProps extends Pick<RemoteProps, 'i18n' | 'navigate' | 'site'> {
  cart: Cart;
  signedIn: boolean;
  /** The signed-in customer's wallet is in another currency than the site's: it cannot pay here. */
  wrongCurrency?: WrongCurrency | null;
  pathTo: PathTo;
}

/**
 * Totals of a cart with items and the way on: Checkout (sign-in first for visitors) unless the cart is blocked,
 * or the site that can charge the customer's wallet when this one cannot.
 */
export function CartSummary({ cart, signedIn, wrongCurrency = null, site, i18n, navigate, pathTo }: CartSummaryProps) {
  const blocked = Object.keys(cart.blockedReasons).length > 0;
  const checkout = checkoutPath(pathTo, signedIn);
  const browse = browsePath(pathTo);
  return (
    <div className="cart-checkout-panel">
      <dl className="cart-checkout-summary">
        <div className="cart-checkout-summary__row">
          <dt>{i18n.t('cart.summary.items', 'Items')}</dt>
          <dd>{itemCountText(cart.cartItems.length, i18n)}</dd>
        </div>
        {cart.preOrderTotal.amount > 0 ? (
          <div className="cart-checkout-summary__row">
            <dt>{i18n.t('cart.summary.pre-order', 'Pre-order total')}</dt>
            <dd>{i18n.money(cart.preOrderTotal.amount)}</dd>
          </div>
        ) : null}
        <DiscountRows promotion={cart.promotion} total={cart.cartTotal.amount} i18n={i18n} rowClassName="cart-checkout-summary__row" />
        <div className="cart-checkout-summary__row cart-checkout-summary__row--total">
          <dt>{i18n.t('cart.summary.total', 'Total')}</dt>
          <dd>{i18n.money(cart.cartTotal.amount)}</dd>
        </div>
      </dl>
      <div className="cart-checkout-actions">
        {blocked ? (
          <p className="cart-checkout-panel__hint">{i18n.t('cart.summary.blocked', 'Sort out the issues above to check out.')}</p>
        ) : wrongCurrency ? (
          // Which site to buy on, instead of a Checkout whose Pay would be refused.
          <WrongCurrencyNotice mismatch={wrongCurrency} site={site} i18n={i18n} />
        ) : checkout ? (
          <ShellLink to={checkout} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('cart.summary.checkout', 'Checkout')}
          </ShellLink>
        ) : null}
        {browse ? (
          <ShellLink to={browse} navigate={navigate} className={buttonClassName('secondary')}>
            {i18n.t('cart.summary.continue', 'Continue shopping')}
          </ShellLink>
        ) : null}
      </div>
    </div>
  );
}
