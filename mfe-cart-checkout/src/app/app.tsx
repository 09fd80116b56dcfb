import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { CartPage } from '../features/cart/components/cart-page';

/** The cart-checkout remote's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage cart={props.cart} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
    </Routes>
  );
}

/** The cart-checkout remote's root: its own router under the base path the shell gives it. */
export function App(props: RemoteProps) {
  return (
    <BrowserRouter basename={props.basePath}>
      <AppRoutes {...props} />
    </BrowserRouter>
  );
}
