import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { HomePage } from '../features/offers/components/home-page';
import { LottoTicketsPage } from '../features/offers/components/lotto-tickets-page';

export interface AppRoutesProps extends RemoteProps {
  /** Injected in tests so draw-day labels are stable; the real clock otherwise. */
  clock?: () => Date;
}

const systemClock = () => new Date();

/** The catalogue's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes({ clock = systemClock, ...props }: AppRoutesProps) {
  const page = { api: props.api, site: props.site, i18n: props.i18n, clock };
  return (
    <Routes>
      <Route path="/" element={<HomePage {...page} />} />
      <Route path="/lotto-tickets" element={<LottoTicketsPage {...page} />} />
      <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
    </Routes>
  );
}

/** The catalogue remote's root: its own router under the base path the shell gives it. */
export function App(props: RemoteProps) {
  return (
    <BrowserRouter basename={props.basePath}>
      <AppRoutes {...props} />
    </BrowserRouter>
  );
}
