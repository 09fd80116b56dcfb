import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { createCartLines } from '../features/cart/api/cart-lines';
import { CartPage } from '../features/cart/components/cart-page';
import type { ReceiptPageProps } from '../features/receipt/components/receipt-page';
import { CartLoading } from './cart-loading';
import { newIdempotencyKey as newKey } from '../lib/idempotency-key';

export interface AppRoutesProps extends RemoteProps {
  /** Injected in tests for predictable idempotency keys; a random UUID per checkout attempt otherwise. */
  newIdempotencyKey?: () => string;
}

// Checkout and the receipt load on demand: /cart, where visitors arrive from every play page, carries only the cart.
const CheckoutPage = lazy(() => import('../features/cart/components/checkout-page').then((module) => ({ default: module.CheckoutPage })));
const ReceiptPage = lazy(() => import('../features/receipt/components/receipt-page').then((module) => ({ default: module.ReceiptPage })));

function ReceiptRoute(props: Omit<ReceiptPageProps, 'checkoutId'>) {
  const { checkoutID = '' } = useParams();
  return <ReceiptPage {...props} checkoutId={checkoutID} />;
}

/** The cart-checkout remote's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes({ newIdempotencyKey = newKey, ...props }: AppRoutesProps) {
  const { api, cart, session, bus, cartClient } = props;
  const lines = useMemo(() => createCartLines({ api, cartStore: cart, bus }), [api, cart, bus]);
  const page = { session, i18n: props.i18n, navigate: props.navigate, notify: props.notify, site: props.site };
  return (
    <Suspense fallback={<CartLoading i18n={props.i18n} />}>
      <Routes>
        <Route path="/cart" element={<CartPage {...page} cartClient={cartClient} lines={lines} />} />
        <Route
          path="/cart/buy"
          element={<CheckoutPage {...page} api={api} bus={bus} cart={cart} cartClient={cartClient} lines={lines} newIdempotencyKey={newIdempotencyKey} />}
        />
        <Route path="/receipt/:checkoutID" element={<ReceiptRoute api={api} bus={bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
      </Routes>
    </Suspense>
  );
}
