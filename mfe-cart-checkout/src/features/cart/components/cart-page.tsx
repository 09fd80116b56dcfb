import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useStore } from '@drawfront/shared/ui/use-store';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import './cart.css';

export type CartPageProps = Pick<RemoteProps, 'cart' | 'i18n' | 'navigate' | 'site'>;

/** /cart: the cart as the shared store has it (count and total), or the empty state. */
export function CartPage({ cart: cartStore, i18n, navigate, site }: CartPageProps) {
  const heading = i18n.t('cart.heading', 'Your cart');
  usePageTitle(heading, site.name);
  const cart = useStore(cartStore);
  return (
    <div className="cart-checkout-page">
      <PageHeading>{heading}</PageHeading>
      {cart.itemCount > 0 ? (
        <CartSummary cart={cart} i18n={i18n} navigate={navigate} site={site} />
      ) : (
        <EmptyCart i18n={i18n} navigate={navigate} site={site} />
      )}
    </div>
  );
}
