import { useCallback, useState } from 'react';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { paymentAmount } from '@drawfront/shared/rules/payment-amount';
import { emptyCart } from '@drawfront/shared/stores/cart-store';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { CartLines } from '../api/cart-lines';
import { useCart } from '../hooks/use-cart';
import { useCustomer } from '../hooks/use-customer';
import { useDepositPurchase } from '../hooks/use-deposit-purchase';
import { usePurchase } from '../hooks/use-purchase';
import type { DepositPurchaseOutcome } from '../model/deposit-purchase-outcome';
import { checkoutPath } from '../model/checkout-path';
import { AutoRemovedItems } from './auto-removed-items';
import { BlockedReasons } from './blocked-reasons';
import { CheckoutSummary } from './checkout-summary';
import { EmptyCart } from './empty-cart';
import { PayByCard } from './pay-by-card';
import { PurchaseFailureMessage } from './purchase-failure-message';
import './cart.css';

export interface CheckoutPageProps extends Pick<RemoteProps, 'api' | 'bus' | 'cart' | 'session' | 'i18n' | 'navigate' | 'site'> {
  cartClient: CartClient;
  lines: CartLines;
  /** A fresh idempotency key per checkout attempt; `crypto.randomUUID` unless injected by a test. */
  newIdempotencyKey: () => string;
}

/** /cart/buy: the order, the wallet balance and "Pay {amount} from wallet" (the shell protects the route). */
export function CheckoutPage(props: CheckoutPageProps) {
  const { i18n, site, navigate, session } = props;
  const heading = i18n.t('checkout.heading', 'Checkout');
  usePageTitle(heading, site.name);
  const signedIn = useStore(session).isAuthenticated;
  return (
    <div className="cart-checkout-page">
      <PageHeading>{heading}</PageHeading>
      {signedIn ? (
        <CheckoutContent {...props} />
      ) : (
        // The shell guards this route; this covers a session that ended while the page was open.
        <Alert
          tone="info"
          actions={
            <ShellLink to={checkoutPath(false)} navigate={navigate} className={buttonClassName('primary')}>
              {i18n.t('checkout.sign-in', 'Sign in')}
            </ShellLink>
          }
        >
          {i18n.t('checkout.signed-out', 'Sign in to check out.')}
        </Alert>
      )}
    </div>
  );
}

function CheckoutContent({ api, bus, cart: cartStore, i18n, navigate, site, cartClient, lines, newIdempotencyKey }: CheckoutPageProps) {
  const { view: cartView, reload: reloadCart } = useCart(cartClient, lines, true);
  const { view: customerView, reload: reloadCustomer } = useCustomer(api);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());

  const onSuccess = useCallback(
    (receipt: Receipt) => {
      // The header's wallet and cart badge follow before the page changes.
      cartStore.set(emptyCart(cartStore.get().total.currency));
      bus.emit({ type: 'cart/changed', itemCount: 0, total: { amount: 0, currency: receipt.total.currency } });
      bus.emit({ type: 'wallet/changed', balance: receipt.balance });
      navigate(`/receipt/${encodeURIComponent(receipt.checkoutId)}`);
    },
    [bus, cartStore, navigate],
  );
  const { state, pay, startOver } = usePurchase(api, newIdempotencyKey, onSuccess);
  const onCardOutcome = useCallback(
    (outcome: DepositPurchaseOutcome) => {
      if (outcome.kind === 'bought') onSuccess(outcome.receipt);
      // The account remote's page explains the bank's check and sends the customer on to it.
      else if (outcome.kind === 'challenge') navigate(`/my-account/deposit/authorisation/${encodeURIComponent(outcome.depositId)}`);
      else if (outcome.kind === 'deposited') {
        reloadCustomer();
        reloadCart();
      }
    },
    [onSuccess, navigate, reloadCustomer, reloadCart],
  );
  const { state: cardState, submit: payByCard } = useDepositPurchase(api, newIdempotencyKey, onCardOutcome);

  if (state.status === 'success' || (cardState.status === 'done' && cardState.outcome.kind === 'bought')) {
    return (
      <Alert tone="success" title={i18n.t('checkout.success.title', 'Payment complete')}>
        {i18n.t('checkout.success.message', 'Taking you to your receipt…')}
      </Alert>
    );
  }
  if (cartView.status === 'loading' || customerView.status === 'loading') {
    return (
      <LoadingRegion label={i18n.t('checkout.loading', 'Loading your order')} className="cart-loading">
        <Skeleton height="10rem" />
        <Skeleton height="3rem" width="16rem" />
      </LoadingRegion>
    );
  }
  if (cartView.status === 'error' || customerView.status === 'error') {
    const error = cartView.status === 'error' ? cartView.error : customerView.status === 'error' ? customerView.error : null;
    const retry = () => {
      if (cartView.status === 'error') reloadCart();
      if (customerView.status === 'error') reloadCustomer();
    };
    return (
      <Alert tone="error" title={i18n.t('checkout.load-failed', 'We could not load your order')} actions={<Button onClick={retry}>{i18n.t('checkout.retry', 'Try again')}</Button>}>
        {errorMessage(error)}
      </Alert>
    );
  }

  const cart = cartView.cart;
  // After a closed draw the refreshed cart says which lines the server took out.
  const autoRemoved = (
    <AutoRemovedItems
      items={(cart?.autoRemovedItems ?? []).filter((item) => !dismissed.has(item.id))}
      i18n={i18n}
      onDismiss={(id) => setDismissed((ids) => new Set(ids).add(id))}
    />
  );
  if (!cart || cart.cartItems.length === 0) {
    return (
      <>
        {autoRemoved}
        <EmptyCart i18n={i18n} navigate={navigate} site={site} />
      </>
    );
  }

  const balance = customerView.customer.balance.amount;
  const figures = { cartTotal: cart.cartTotal.amount, preOrderTotal: cart.preOrderTotal.amount, balance };
  const dueNow = paymentAmount({ ...figures, walletPurchase: false });
  const covered = balance >= dueNow;
  // With wallet purchase on, a balance that covers the order pays all of it; one that does not leaves this much to find.
  const amount = paymentAmount({ ...figures, walletPurchase: true });
  const blocked = Object.keys(cart.blockedReasons).length > 0;
  const submitting = state.status === 'submitting';

  const refreshCart = () => {
    startOver();
    reloadCart();
    reloadCustomer();
  };

  return (
    <>
      <BlockedReasons reasons={cart.blockedReasons} i18n={i18n} navigate={navigate} />
      {autoRemoved}
      <CheckoutSummary cart={cart} balance={balance} dueNow={dueNow} i18n={i18n} />
      {state.status === 'error' ? (
        <PurchaseFailureMessage failure={state.failure} knownBalance={balance} onRefreshCart={refreshCart} onRetry={pay} i18n={i18n} navigate={navigate} />
      ) : null}
      {cardState.status === 'done' && cardState.outcome.kind === 'deposited' ? (
        <Alert tone="info" title={i18n.t('checkout.card.deposited', 'Your deposit is in your wallet')}>
          {cardState.outcome.message}
        </Alert>
      ) : null}
      {!covered && !blocked && !(state.status === 'error' && state.failure.kind === 'insufficient_funds') ? (
        <PayByCard api={api} balance={balance} shortfall={amount} state={cardState} onSubmit={payByCard} onRefreshCart={refreshCart} i18n={i18n} navigate={navigate} site={site} />
      ) : null}
      {covered && !blocked ? (
        <div className="cart-checkout-actions cart-checkout-pay">
          <Button busy={submitting} onClick={pay}>
            {i18n.t('checkout.pay', 'Pay {amount} from wallet', { amount: i18n.money(amount) })}
          </Button>
          {submitting ? <span role="status">{i18n.t('checkout.paying', 'Paying…')}</span> : null}
        </div>
      ) : null}
      <ShellLink to="/cart" navigate={navigate} className={buttonClassName('text')}>
        {i18n.t('checkout.back', 'Back to my cart')}
      </ShellLink>
    </>
  );
}
