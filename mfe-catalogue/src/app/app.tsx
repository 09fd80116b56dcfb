import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
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
// Results and statistics pages share one chunk, loaded on their first visit for the same reason.
const resultsRoutes = () => import('./results-routes');
const LottoResultsRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.LottoResultsRoute })));
const OfferResultsRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.OfferResultsRoute })));
const ArchivedResultsRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.ArchivedResultsRoute })));
const DrawResultRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.DrawResultRoute })));
const WinnersRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.WinnersRoute })));
const StatisticsRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.StatisticsRoute })));

/** `/{offer}`: the play page, or a raffle's winners when asked with `?tab=winners` (storefront §2). */
function OfferHomeRoute({ play, winners }: { play: ReactNode; winners: ReactNode }) {
  const [search] = useSearchParams();
  return <>{search.get('tab') === 'winners' ? winners : play}</>;
}

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
  const results = { api: props.api, site: props.site, i18n: props.i18n, navigate: props.navigate };
  const lazyPage = (element: ReactNode) => <Suspense fallback={<OffersLoading i18n={props.i18n} />}>{element}</Suspense>;
  return (
    <Routes>
      <Route path="/" element={<HomePage {...page} />} />
      <Route path="/lotto-tickets" element={<LottoTicketsPage {...page} />} />
      <Route path="/lotto-results/:page?" element={lazyPage(<LottoResultsRoute {...results} kind="all" />)} />
      <Route path="/lotto-results/lotteries/:page?" element={lazyPage(<LottoResultsRoute {...results} kind="lotteries" />)} />
      <Route path="/lotto-results/raffles/:page?" element={lazyPage(<LottoResultsRoute {...results} kind="raffles" />)} />
      <Route path="/:productOfferKey/results" element={lazyPage(<OfferResultsRoute {...results} />)} />
      <Route path="/:productOfferKey/results/draw/:drawNo" element={lazyPage(<DrawResultRoute {...results} />)} />
      <Route path="/:productOfferKey/results/:date/:page?" element={lazyPage(<ArchivedResultsRoute {...results} />)} />
      <Route path="/:productOfferKey/winners" element={lazyPage(<WinnersRoute {...results} />)} />
      <Route path="/:productOfferKey/statistics" element={lazyPage(<StatisticsRoute {...results} />)} />
      <Route path="/:productOfferKey" element={<OfferHomeRoute play={play} winners={lazyPage(<WinnersRoute {...results} />)} />} />
      <Route path="/:productOfferKey/:gameTypeKey" element={play} />
      <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
    </Routes>
  );
}
