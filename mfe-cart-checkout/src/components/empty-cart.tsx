import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { browsePath } from '../lib/browse-path';
import './cart-checkout.css';

export interface EmptyCartProps extends Pick<RemoteProps, 'i18n' | 'navigate'> {
  pathTo: PathTo;
}

/** An empty cart: says so and points to the tickets. */
export function EmptyCart({ i18n, navigate, pathTo }: EmptyCartProps) {
  const browse = browsePath(pathTo);
  return (
    <div className="cart-checkout-panel cart-checkout-panel--empty">
      <p className="cart-checkout-panel__message">{i18n.t('cart.empty.message', 'Your cart is empty.')}</p>
      <p className="cart-checkout-panel__hint">{i18n.t('cart.empty.hint', 'Pick a draw and your numbers, and your tickets will wait for you here.')}</p>
      {browse ? (
        <ShellLink to={browse} navigate={navigate} className={buttonClassName('primary')}>
          {i18n.t('cart.empty.browse', 'Browse tickets')}
        </ShellLink>
      ) : null}
    </div>
  );
}
