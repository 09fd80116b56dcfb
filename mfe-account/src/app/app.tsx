import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { LoginPage } from '../features/login/components/login-page';
import { SignupPage } from '../features/signup/components/signup-page';

/** The account remote's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="/signup" element={<SignupPage api={props.api} bus={props.bus} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
      <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
    </Routes>
  );
}

/** The account remote's root: its own router under the base path the shell gives it. */
export function App(props: RemoteProps) {
  return (
    <BrowserRouter basename={props.basePath}>
      <AppRoutes {...props} />
    </BrowserRouter>
  );
}
