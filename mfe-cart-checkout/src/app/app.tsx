import { lazy, Suspense } from 'react';
import { useParams, useRoutes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { remoteRoutes } from '@drawfront/shared/routes/remote-routes';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { CartPage } from '../features/cart/components/cart-page';
import type { ReceiptPageProps } from '../features/receipt/components/receipt-page';
import { newIdempotencyKey as newKey } from '../lib/idempotency-key';
import { CartLoading } from './cart-loading';

export interface AppRoutesProps extends RemoteProps {
  /** Injected in tests for predictable idempotency keys; a random UUID per checkout or promotion-code attempt otherwise. */
  newIdempotencyKey?: () => string;
}

// Checkout and the receipt load on demand: /cart, where visitors arrive from every play page, carries only the cart.
const CheckoutPage = lazy(() => import('../features/checkout/components/checkout-page').then((module) => ({ default: module.CheckoutPage })));
const DepositForwardPage = lazy(() => import('../features/deposit/components/deposit-forward-page').then((module) => ({ default: module.DepositForwardPage })));
const DepositReturnPage = lazy(() => import('../features/deposit/components/deposit-return-page').then((module) => ({ default: module.DepositReturnPage })));
const ReceiptPage = lazy(() => import('../features/receipt/components/receipt-page').then((module) => ({ default: module.ReceiptPage })));

// Partner checkout and replay: pages visited from a partner's link or a receipt, each its own chunk.
const PartnerPurchasePage = lazy(() => import('../features/partner-purchase/components/partner-purchase-page').then((module) => ({ default: module.PartnerPurchasePage })));
const PartnerReceiptPage = lazy(() => import('../features/partner-purchase/components/partner-receipt-page').then((module) => ({ default: module.PartnerReceiptPage })));
const PartnerAutologinPage = lazy(() => import('../features/partner-purchase/components/partner-autologin-page').then((module) => ({ default: module.PartnerAutologinPage })));
const PartnerNotFoundContent = lazy(() => import('../features/partner-purchase/components/partner-not-found').then((module) => ({ default: module.PartnerNotFoundContent })));
const CartReplayPage = lazy(() => import('../features/cart-replay/components/cart-replay-page').then((module) => ({ default: module.CartReplayPage })));

function PartnerRoute({ page, ...props }: AppRoutesProps & { page: 'purchase' | 'receipt' | 'autologin'; newIdempotencyKey: () => string }) {
  const { partnerSlug = '', checkoutID = '', autologinToken = '' } = useParams();
  if (page === 'receipt') return <PartnerReceiptPage {...props} slug={partnerSlug} checkoutId={checkoutID} />;
  if (page === 'autologin') return <PartnerAutologinPage {...props} slug={partnerSlug} autologinToken={autologinToken} />;
  return <PartnerPurchasePage {...props} slug={partnerSlug} newIdempotencyKey={props.newIdempotencyKey} />;
}

function ReplayRoute(props: Omit<Parameters<typeof CartReplayPage>[0], 'replayId'>) {
  const { replayID = '' } = useParams();
  return <CartReplayPage {...props} replayId={replayID} />;
}

function ReceiptRoute(props: Omit<ReceiptPageProps, 'checkoutId'>) {
  const { checkoutID = '' } = useParams();
  return <ReceiptPage {...props} checkoutId={checkoutID} />;
}

/**
 * The cart-checkout remote's routes, under whatever router the caller provides (a MemoryRouter in
 * tests). Every page reads and changes the cart through the shell's one cart client (`props.cartClient`).
 */
export function AppRoutes({ newIdempotencyKey = newKey, ...props }: AppRoutesProps) {
  const { api, session, bus, cartClient, i18n, navigate, notify, site } = props;
  const page = { session, i18n, navigate, notify, site };
  const notFound = <NotFound i18n={i18n} navigate={navigate} />;
  const routes = useRoutes(
    remoteRoutes(
      'cart-checkout',
      site,
      {
        cart: <CartPage {...page} bus={bus} cartClient={cartClient} newIdempotencyKey={newIdempotencyKey} />,
        'cart-buy': <CheckoutPage {...page} api={api} bus={bus} cartClient={cartClient} newIdempotencyKey={newIdempotencyKey} />,
        receipt: <ReceiptRoute api={api} bus={bus} i18n={i18n} navigate={navigate} site={site} />,
        'cart-replay': <ReplayRoute api={api} cartClient={cartClient} i18n={i18n} navigate={navigate} site={site} />,
        'partner-purchase': <PartnerRoute {...props} page="purchase" newIdempotencyKey={newIdempotencyKey} />,
        'partner-purchase-receipt': <PartnerRoute {...props} page="receipt" newIdempotencyKey={newIdempotencyKey} />,
        'partner-purchase-autologin': <PartnerRoute {...props} page="autologin" newIdempotencyKey={newIdempotencyKey} />,
        'partner-purchase-not-found': <PartnerNotFoundContent i18n={i18n} navigate={navigate} site={site} />,
        'checkout-deposit-success': <DepositReturnPage api={api} bus={bus} i18n={i18n} navigate={navigate} site={site} />,
        'checkout-deposit-cancel': <DepositReturnPage api={api} bus={bus} i18n={i18n} navigate={navigate} site={site} />,
        deposit: <DepositForwardPage i18n={i18n} navigate={navigate} site={site} />,
      },
      { basePath: props.basePath, notFound },
    ),
  );
  return <Suspense fallback={<CartLoading i18n={i18n} />}>{routes}</Suspense>;
}
