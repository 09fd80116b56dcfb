import { LoadError } from '@drawfront/shared/ui/load-error';
import { useRef, useState } from 'react';
import { isTicketLine } from '@drawfront/shared/contract/cart';
import type { CartItem, CartLine as CartLineItem } from '@drawfront/shared/contract/cart';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useStore } from '@drawfront/shared/ui/use-store';
import { AutoRemovedItems } from '../../../components/auto-removed-items';
import { BlockedReasons } from '../../../components/blocked-reasons';
import { EmptyCart } from '../../../components/empty-cart';
import { useCart } from '../../../lib/use-cart';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { KindCartLine } from './kind-cart-line';
import { PromotionCode } from './promotion-code';
import '../../../components/cart-checkout.css';
import { QUERY_KEYS } from '@drawfront/shared/data/query-defaults';
import { useInvalidate } from '@drawfront/shared/data/use-mutation';
import { useWrongCurrency } from '@drawfront/shared/ui/wallet-currency-notice';

export type CartPageProps = Pick<RemoteProps, 'cartClient' | 'session' | 'i18n' | 'navigate' | 'notify' | 'site' | 'bus'> & {
  /** A new idempotency key per promotion-code attempt (a credit code moves money). */
  newIdempotencyKey: () => string;
};

/** /cart: the lines with their draws and prices, what blocks the cart, the totals and the way to checkout. */
export function CartPage(props: CartPageProps) {
  const { i18n, session, site } = props;
  const heading = i18n.t('cart.heading', 'Your cart');
  usePageTitle(heading, site.name);
  const signedIn = useStore(session).isAuthenticated;
  return (
    <div className="cart-checkout-page">
      <PageHeading>{heading}</PageHeading>
      {/* Signing in or out changes whose cart this is: the cart loads again from the start. */}
      <CartContents key={signedIn ? 'customer' : 'visitor'} {...props} signedIn={signedIn} />
    </div>
  );
}

function CartContents({ cartClient, session, signedIn, i18n, navigate, notify, site, newIdempotencyKey }: CartPageProps & { signedIn: boolean }) {
  const pathTo = usePathTo(site);
  const mismatch = useWrongCurrency(session, site);
  const cart = useCart(cartClient);
  const [busyLines, setBusyLines] = useState<ReadonlySet<string>>(new Set());
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const listHeading = useRef<HTMLHeadingElement>(null);
  const invalidate = useInvalidate();
  // A credit code put money in the wallet: the customer is read again, and the header's balance follows.
  const onCredit = () => invalidate([QUERY_KEYS.customer, QUERY_KEYS.wallet]);

  const withLine = async (itemId: string, work: () => Promise<unknown>) => {
    setBusyLines((ids) => new Set(ids).add(itemId));
    try {
      await work();
    } catch (error) {
      notify({ title: i18n.t('cart.line.failed', 'Your cart was not changed'), message: errorMessage(error), level: 'error' });
    } finally {
      setBusyLines((ids) => {
        const next = new Set(ids);
        next.delete(itemId);
        return next;
      });
    }
  };

  const onChangeDraws = (item: CartItem, numDraws: number) => withLine(item.id, () => cart.changeItem(item.id, { numDraws }));

  const onRemove = (item: CartLineItem) =>
    withLine(item.id, async () => {
      await cart.removeItem(item.id);
      notify({
        title: i18n.t('cart.line.removed.title', 'Removed from your cart'),
        message: i18n.t('cart.line.removed.message', '{name} was removed from your cart.', { name: item.description }),
        level: 'info',
        isAutoDismissed: true,
      });
      // The line and its button are gone: keep keyboard focus on the page rather than the document body.
      listHeading.current?.focus();
    });

  if (cart.status === 'loading') {
    return (
      <LoadingRegion label={i18n.t('cart.loading', 'Loading your cart')} className="cart-loading">
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </LoadingRegion>
    );
  }
  if (cart.status === 'error') {
    return (
      <LoadError title={i18n.t('cart.load-failed', 'We could not load your cart')} error={cart.error} i18n={i18n} onRetry={cart.reload} />
    );
  }
  const shown = cart.data;
  const removed = (shown?.autoRemovedItems ?? []).filter((item) => !dismissed.has(item.id));
  const autoRemoved = <AutoRemovedItems items={removed} i18n={i18n} onDismiss={(id) => setDismissed((ids) => new Set(ids).add(id))} />;
  if (!shown || shown.cartItems.length === 0) {
    return (
      <>
        {autoRemoved}
        <EmptyCart i18n={i18n} navigate={navigate} pathTo={pathTo} />
      </>
    );
  }
  return (
    <>
      <BlockedReasons reasons={shown.blockedReasons} i18n={i18n} navigate={navigate} pathTo={pathTo} />
      {autoRemoved}
      <section className="cart-lines" aria-labelledby="cart-lines-heading">
        <h2 className="cart-lines__heading" id="cart-lines-heading" ref={listHeading} tabIndex={-1}>
          {i18n.t('cart.lines.heading', 'Tickets')}
        </h2>
        <ul className="cart-lines__list">
          {shown.cartItems.map((item) =>
            isTicketLine(item) ? (
              <CartLine
                key={item.id}
                item={item}
                i18n={i18n}
                busy={busyLines.has(item.id)}
                onChangeDraws={(numDraws) => onChangeDraws(item, numDraws)}
                onRemove={() => void onRemove(item)}
              />
            ) : (
              <KindCartLine key={item.id} item={item} i18n={i18n} busy={busyLines.has(item.id)} onRemove={() => void onRemove(item)} />
            ),
          )}
        </ul>
      </section>
      {site.capabilities.includes('vouchers') ? (
        <PromotionCode
          promotion={shown.promotion}
          i18n={i18n}
          onApply={cart.addPromotion}
          onRemove={cart.removePromotion}
          onCredit={onCredit}
          newIdempotencyKey={newIdempotencyKey}
        />
      ) : null}
      <CartSummary cart={shown} signedIn={signedIn} wrongCurrency={mismatch} site={site} i18n={i18n} navigate={navigate} pathTo={pathTo} />
    </>
  );
}
