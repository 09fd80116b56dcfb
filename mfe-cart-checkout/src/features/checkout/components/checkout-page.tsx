import { LoadError } from '@drawfront/shared/ui/load-error';
import { useCallback, useEffect, useState } from 'react';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { checkoutStepEvent } from '@drawfront/shared/rules/checkout-steps';
import { paymentAmount } from '@drawfront/shared/rules/payment-amount';
import { wrongCurrency } from '@drawfront/shared/rules/wallet-currency';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { WrongCurrencyNotice } from '@drawfront/shared/ui/wallet-currency-notice';
import { useStore } from '@drawfront/shared/ui/use-store';
import { AutoRemovedItems } from '../../../components/auto-removed-items';
import { BlockedReasons } from '../../../components/blocked-reasons';
import { EmptyCart } from '../../../components/empty-cart';
import { checkoutPath } from '../../../lib/checkout-path';
import { useCart } from '../../../lib/use-cart';
import type { DepositPurchaseInput } from '../api/deposit-purchase';
import { QUERY_KEYS } from '@drawfront/shared/data/query-defaults';
import { useInvalidate } from '@drawfront/shared/data/use-mutation';
import { useCustomer } from '../hooks/use-customer';
import { useDepositPurchase } from '../hooks/use-deposit-purchase';
import { usePurchase } from '../hooks/use-purchase';
import type { DepositPurchaseOutcome } from '../model/deposit-purchase-outcome';
import { CheckoutSummary } from './checkout-summary';
import { PayByCard } from './pay-by-card';
import { PurchaseFailureMessage } from './purchase-failure-message';
import '../../../components/cart-checkout.css';

export interface CheckoutPageProps extends Pick<RemoteProps, 'api' | 'bus' | 'cartClient' | 'session' | 'i18n' | 'navigate' | 'site'> {
  /** A fresh idempotency key per checkout attempt; `crypto.randomUUID` unless injected by a test. */
  newIdempotencyKey: () => string;
}

/** /cart/buy: the order, the wallet balance and "Pay {amount} from wallet" (the shell protects the route). */
export function CheckoutPage(props: CheckoutPageProps) {
  const { i18n, site, navigate, session } = props;
  const heading = i18n.t('checkout.heading', 'Checkout');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const signedIn = useStore(session).isAuthenticated;
  const signIn = checkoutPath(pathTo, false);
  return (
    <div className="cart-checkout-page">
      <PageHeading>{heading}</PageHeading>
      {signedIn ? (
        <CheckoutContent {...props} pathTo={pathTo} />
      ) : (
        // The shell guards this route; this covers a session that ended while the page was open.
        <Alert
          tone="info"
          actions={
            signIn ? (
              <ShellLink to={signIn} navigate={navigate} className={buttonClassName('primary')}>
                {i18n.t('checkout.sign-in', 'Sign in')}
              </ShellLink>
            ) : undefined
          }
        >
          {i18n.t('checkout.signed-out', 'Sign in to check out.')}
        </Alert>
      )}
    </div>
  );
}

function CheckoutContent({ api, bus, cartClient, i18n, navigate, site, newIdempotencyKey, pathTo }: CheckoutPageProps & { pathTo: PathTo }) {
  const cart = useCart(cartClient);
  useEffect(() => {
    bus.emit(checkoutStepEvent('select_payment'));
  }, [bus]);
  const customer = useCustomer(api);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());

  const onBought = useCallback(
    (receipt: Receipt) => {
      // The server emptied the cart: the header's cart badge follows before the page changes; the purchase
      // invalidated the customer, so the header's wallet follows from the shell's one read of it.
      cartClient.clearAfterPurchase();
      const to = pathTo('receipt', { checkoutID: receipt.checkoutId });
      if (to) navigate(to);
    },
    [cartClient, navigate, pathTo],
  );
  const purchase = usePurchase(api, newIdempotencyKey, onBought);
  const onCardOutcome = useCallback(
    (outcome: DepositPurchaseOutcome) => {
      if (outcome.kind === 'bought') {
        onBought(outcome.receipt);
        return;
      }
      // The account remote's page explains the bank's check and sends the customer on to it.
      const to = pathTo('deposit-authorisation', { depositID: outcome.depositId });
      if (to) navigate(to);
    },
    [onBought, navigate, pathTo],
  );
  const card = useDepositPurchase(api, newIdempotencyKey, onCardOutcome);
  const { submit: submitCard } = card;
  const { reload: reloadCart } = cart;
  const invalidate = useInvalidate();

  /**
   * The deposit is in the wallet though nothing was bought: invalidating the customer makes this page's
   * balance and the header's wallet read it again (one read).
   */
  const afterDeposit = useCallback(() => {
    reloadCart();
    invalidate([QUERY_KEYS.customer, QUERY_KEYS.wallet]);
  }, [invalidate, reloadCart]);
  const payByCard = useCallback(
    async (input: DepositPurchaseInput) => {
      const done = await submitCard(input);
      if (done.status === 'error' && done.failure.kind === 'deposited') afterDeposit();
    },
    [afterDeposit, submitCard],
  );
  const pay = () => void purchase.submit();

  if (purchase.state.status === 'success' || (card.state.status === 'success' && card.state.result.kind === 'bought')) {
    return (
      <Alert tone="success" title={i18n.t('checkout.success.title', 'Payment complete')}>
        {i18n.t('checkout.success.message', 'Taking you to your receipt…')}
      </Alert>
    );
  }
  if (cart.status === 'loading' || customer.status === 'loading') {
    return (
      <LoadingRegion label={i18n.t('checkout.loading', 'Loading your order')} className="cart-loading">
        <Skeleton height="10rem" />
        <Skeleton height="3rem" width="16rem" />
      </LoadingRegion>
    );
  }
  if (cart.status === 'error' || customer.status === 'error') {
    const error = cart.status === 'error' ? cart.error : customer.status === 'error' ? customer.error : null;
    const retry = () => {
      if (cart.status === 'error') cart.reload();
      if (customer.status === 'error') customer.retry();
    };
    return (
      <LoadError title={i18n.t('checkout.load-failed', 'We could not load your order')} error={error} i18n={i18n} onRetry={retry} />
    );
  }

  const order = cart.data;
  // After a closed draw the refreshed cart says which lines the server took out.
  const autoRemoved = (
    <AutoRemovedItems
      items={(order?.autoRemovedItems ?? []).filter((item) => !dismissed.has(item.id))}
      i18n={i18n}
      onDismiss={(id) => setDismissed((ids) => new Set(ids).add(id))}
    />
  );
  if (!order || order.cartItems.length === 0) {
    return (
      <>
        {autoRemoved}
        <EmptyCart i18n={i18n} navigate={navigate} pathTo={pathTo} />
      </>
    );
  }

  const balance = customer.data.balance.amount;
  const figures = { cartTotal: order.cartTotal.amount, preOrderTotal: order.preOrderTotal.amount, balance };
  const dueNow = paymentAmount({ ...figures, walletPurchase: false });
  const covered = balance >= dueNow;
  // With wallet purchase on, a balance that covers the order pays all of it; one that does not leaves this much to find.
  const amount = paymentAmount({ ...figures, walletPurchase: true });
  const blocked = Object.keys(order.blockedReasons).length > 0;
  // A wallet in another currency than the site's cannot pay here: the notice names the site that can, and no Pay shows.
  const mismatch = wrongCurrency(customer.data.balance.currency, site);
  const { state } = purchase;
  const submitting = state.status === 'submitting';
  const backToCart = pathTo('cart');

  const refreshCart = () => {
    purchase.reset();
    cart.reload();
    customer.retry();
  };

  return (
    <>
      <BlockedReasons reasons={order.blockedReasons} i18n={i18n} navigate={navigate} pathTo={pathTo} />
      {autoRemoved}
      <CheckoutSummary cart={order} balance={customer.data.balance} dueNow={dueNow} i18n={i18n} />
      {mismatch ? <WrongCurrencyNotice mismatch={mismatch} site={site} i18n={i18n} /> : null}
      {state.status === 'error' ? (
        <PurchaseFailureMessage failure={state.failure} knownBalance={balance} onRefreshCart={refreshCart} onRetry={pay} i18n={i18n} navigate={navigate} pathTo={pathTo} />
      ) : null}
      {card.state.status === 'error' && card.state.failure.kind === 'deposited' ? (
        <Alert tone="info" title={i18n.t('checkout.card.deposited', 'Your deposit is in your wallet')}>
          {card.state.failure.message}
        </Alert>
      ) : null}
      {!mismatch && !covered && !blocked && !(state.status === 'error' && state.failure.kind === 'insufficient_funds') ? (
        <PayByCard
          api={api}
          balance={balance}
          shortfall={amount}
          state={card.state}
          onSubmit={(input) => void payByCard(input)}
          onRefreshCart={refreshCart}
          i18n={i18n}
          navigate={navigate}
          site={site}
          pathTo={pathTo}
        />
      ) : null}
      {!mismatch && covered && !blocked ? (
        <div className="cart-checkout-actions cart-checkout-pay">
          <Button busy={submitting} onClick={pay}>
            {/* A cart of pre-orders only is charged when their draws open: nothing is paid now. */}
            {order.cartItems.length > 0 && order.cartTotal.amount === 0 && order.preOrderTotal.amount > 0
              ? i18n.t('checkout.place-pre-order', 'Place pre-order')
              : i18n.t('checkout.pay', 'Pay {amount} from wallet', { amount: i18n.money(amount) })}
          </Button>
          {submitting ? <span role="status">{i18n.t('checkout.paying', 'Paying…')}</span> : null}
        </div>
      ) : null}
      {backToCart ? (
        <ShellLink to={backToCart} navigate={navigate} className={buttonClassName('text')}>
          {i18n.t('checkout.back', 'Back to my cart')}
        </ShellLink>
      ) : null}
    </>
  );
}
