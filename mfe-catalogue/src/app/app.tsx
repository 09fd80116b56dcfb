import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { HomePage } from '../features/offers/components/home-page';
import { LottoTicketsPage } from '../features/offers/components/lotto-tickets-page';
import { OffersLoading } from '../features/offers/components/offers-loading';

export interface AppRoutesProps extends RemoteProps {
  /** Injected in tests so draw-day labels are stable; the real clock otherwise. */
  clock?: () => Date;
  /** Random source for quick picks; injected in tests. */
  random?: () => number;
}

const systemClock = () => new Date();

// Play pages load on demand, so the home page (the budgeted first page) does not carry the ticket builder.
const PlayRoute = lazy(() => import('./play-route').then((module) => ({ default: module.PlayRoute })));

/** The catalogue's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes({ clock = systemClock, random, ...props }: AppRoutesProps) {
  const { cartClient } = props;
  const { search } = useLocation();
  useEffect(() => {
    // A visitor can land on any catalogue page from an affiliate link; keep the code for their first add.
    cartClient.captureAffiliateCode(search);
  }, [cartClient, search]);

  const page = { api: props.api, site: props.site, i18n: props.i18n, clock };
  const play = (
    <Suspense fallback={<OffersLoading i18n={props.i18n} />}>
      <PlayRoute {...page} navigate={props.navigate} notify={props.notify} cartClient={cartClient} random={random} />
    </Suspense>
  );
  return (
    <Routes>
      <Route path="/" element={<HomePage {...page} />} />
      <Route path="/lotto-tickets" element={<LottoTicketsPage {...page} />} />
      <Route path="/:productOfferKey" element={play} />
      <Route path="/:productOfferKey/:gameTypeKey" element={play} />
      <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
    </Routes>
  );
}
