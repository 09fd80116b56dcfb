import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { HomePage } from '../features/offers/components/home-page';
import { LottoTicketsPage } from '../features/offers/components/lotto-tickets-page';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { CharityTicketsPage } from '../features/offers/components/charity-tickets-page';
import { SocialPlayPage } from '../features/offers/components/social-play-page';
import { SyndicatesPage } from '../features/offers/components/syndicates-page';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import { useStore } from '@drawfront/shared/ui/use-store';
import { OfferBuyRoute, RaffleDrawBuyRoute, RaffleDrawRoute, TermsRoute, YourSupportRoute } from './raffle-routes';
import { CausesRoute } from './cause-routes';

export interface AppRoutesProps extends RemoteProps {
  /** Injected in tests so draw-day labels are stable; the real clock otherwise. */
  clock?: () => Date;
  /** Random source for quick picks; injected in tests. */
  random?: () => number;
}

const systemClock = () => new Date();

// Play pages load on demand, so the home page (the budgeted first page) does not carry the ticket builder.
const PlayRoute = lazy(() => import('./play-route').then((module) => ({ default: module.PlayRoute })));
const SubscriptionRoute = lazy(() => import('./subscription-route').then((module) => ({ default: module.SubscriptionRoute })));
// Results and statistics pages share one chunk, loaded on their first visit for the same reason.
const resultsRoutes = () => import('./results-routes');
const LottoResultsRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.LottoResultsRoute })));
const OfferResultsRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.OfferResultsRoute })));
const ArchivedResultsRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.ArchivedResultsRoute })));
const DrawResultRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.DrawResultRoute })));
const WinnersRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.WinnersRoute })));
const StatisticsRoute = lazy(() => resultsRoutes().then((module) => ({ default: module.StatisticsRoute })));
// Content pages (about, blog, app, preview, content-defined paths) share one chunk, loaded on first visit.
const contentRoutes = () => import('../features/content/components/content-routes');
const ContentRoute = lazy(() => contentRoutes().then((module) => ({ default: module.ContentRoute })));
const ContentOr = lazy(() => contentRoutes().then((module) => ({ default: module.ContentOr })));
const StandaloneContentRoute = lazy(() => contentRoutes().then((module) => ({ default: module.StandaloneContentRoute })));
const BlogHomePage = lazy(() => contentRoutes().then((module) => ({ default: module.BlogHomePage })));
const BlogCategoryPage = lazy(() => contentRoutes().then((module) => ({ default: module.BlogCategoryPage })));
const BlogPostPage = lazy(() => contentRoutes().then((module) => ({ default: module.BlogPostPage })));
const PreviewPage = lazy(() => contentRoutes().then((module) => ({ default: module.PreviewPage })));
const FeatureBannerPage = lazy(() => contentRoutes().then((module) => ({ default: module.FeatureBannerPage })));

/** Paths whose page is content at that path (storefront §2 "About", "/app" and the Android pages). */
const CONTENT_PATHS = ['/about', '/about/responsible-gaming', '/about/privacy', '/about/cookie-policy', '/about/faq', '/about/terms-and-conditions', '/about/terms-of-use', '/about/contact-us', '/app'];

/** `/causes/{causeSlug}/{offer}`: the offer's play page with that cause chosen. */
function CausePlayRoute(props: Parameters<typeof PlayRoute>[0]) {
  const { causeSlug = '' } = useParams();
  return <PlayRoute {...props} causeSlug={causeSlug} />;
}

/** `/{offer}`: the play page, or a raffle's winners when asked with `?tab=winners` (storefront §2). */
function OfferHomeRoute({ play, winners }: { play: ReactNode; winners: ReactNode }) {
  const [search] = useSearchParams();
  return <>{search.get('tab') === 'winners' ? winners : play}</>;
}

/** The catalogue's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes({ clock = systemClock, random, ...props }: AppRoutesProps) {
  const { cartClient } = props;
  const { search } = useLocation();
  const pathTo = usePathTo(props.site);
  const session = useStore(props.session);
  const favouritesEnabled = session.isAuthenticated && hasCapabilities(props.site.capabilities, ['favourite-numbers']);
  // List pages answer on the site's own path for them (a site may call /charity-tickets /raffles), and
  // not at all when the site lacks their capabilities.
  const listRoutes = [
    { path: pathTo('charity-tickets'), element: 'charity' },
    { path: pathTo('syndicates'), element: 'syndicates' },
    { path: pathTo('social-play'), element: 'social' },
  ] as const;
  useEffect(() => {
    // A visitor can land on any catalogue page from an affiliate link; keep the code for their first add.
    cartClient.captureAffiliateCode(search);
  }, [cartClient, search]);

  const page = { api: props.api, site: props.site, i18n: props.i18n, clock };
  const play = (
    <Suspense fallback={<OffersLoading i18n={props.i18n} />}>
      <PlayRoute {...page} navigate={props.navigate} notify={props.notify} bus={props.bus} cartClient={cartClient} random={random} favouritesEnabled={favouritesEnabled} />
    </Suspense>
  );
  const results = { api: props.api, site: props.site, i18n: props.i18n, navigate: props.navigate };
  const lazyPage = (element: ReactNode) => <Suspense fallback={<OffersLoading i18n={props.i18n} />}>{element}</Suspense>;
  const content = { api: props.api, site: props.site, i18n: props.i18n, navigate: props.navigate };
  const notFound = <NotFound i18n={props.i18n} navigate={props.navigate} />;
  return (
    <Routes>
      <Route path="/" element={<HomePage {...page} />} />
      <Route path="/lotto-tickets" element={<LottoTicketsPage {...page} />} />
      {listRoutes.map(({ path, element }) =>
        path === null ? null : (
          <Route
            key={element}
            path={path}
            element={element === 'charity' ? <CharityTicketsPage {...page} /> : element === 'syndicates' ? <SyndicatesPage {...page} /> : <SocialPlayPage site={props.site} i18n={props.i18n} />}
          />
        ),
      )}
      <Route path="/lotto-results/:page?" element={lazyPage(<LottoResultsRoute {...results} kind="all" />)} />
      <Route path="/lotto-results/lotteries/:page?" element={lazyPage(<LottoResultsRoute {...results} kind="lotteries" />)} />
      <Route path="/lotto-results/raffles/:page?" element={lazyPage(<LottoResultsRoute {...results} kind="raffles" />)} />
      <Route path="/:productOfferKey/results" element={lazyPage(<OfferResultsRoute {...results} />)} />
      <Route path="/:productOfferKey/results/draw/:drawNo" element={lazyPage(<DrawResultRoute {...results} />)} />
      <Route path="/:productOfferKey/results/:date/:page?" element={lazyPage(<ArchivedResultsRoute {...results} />)} />
      <Route path="/:productOfferKey/winners" element={lazyPage(<WinnersRoute {...results} />)} />
      <Route path="/:productOfferKey/statistics" element={lazyPage(<StatisticsRoute {...results} />)} />
      {CONTENT_PATHS.map((path) => (
        <Route key={path} path={path} element={lazyPage(<ContentRoute {...content} />)} />
      ))}
      <Route path="/app/android" element={lazyPage(<StandaloneContentRoute {...content} />)} />
      <Route path="/app/android/install" element={lazyPage(<StandaloneContentRoute {...content} />)} />
      <Route path="/blog" element={lazyPage(<BlogHomePage {...content} />)} />
      <Route path="/blog/category/:slug/:page?" element={lazyPage(<BlogCategoryPage {...content} />)} />
      <Route path="/blog/:blogSlug" element={lazyPage(<BlogPostPage {...content} />)} />
      <Route path="/preview" element={lazyPage(<PreviewPage {...content} />)} />
      <Route path="/marketing/feature-banner" element={lazyPage(<FeatureBannerPage {...content} />)} />
      <Route path="/causes" element={<CausesRoute {...page} navigate={props.navigate} />} />
      <Route path="/causes/:causeSlug" element={<CausesRoute {...page} navigate={props.navigate} />} />
      <Route
        path="/causes/:causeSlug/:productOfferKey"
        element={
          <Suspense fallback={<OffersLoading i18n={props.i18n} />}>
            <CausePlayRoute {...page} navigate={props.navigate} notify={props.notify} bus={props.bus} cartClient={cartClient} random={random} favouritesEnabled={favouritesEnabled} />
          </Suspense>
        }
      />
      <Route path="/:productOfferKey/terms-and-conditions" element={<TermsRoute {...page} navigate={props.navigate} />} />
      <Route path="/:productOfferKey/terms-and-conditions/:drawNo" element={<TermsRoute {...page} navigate={props.navigate} />} />
      <Route path="/:productOfferKey/draw/:drawNo" element={<RaffleDrawRoute {...page} navigate={props.navigate} />} />
      <Route path="/:productOfferKey/draw/:drawNo/buy" element={<RaffleDrawBuyRoute {...page} navigate={props.navigate} />} />
      <Route path="/:productOfferKey/buy" element={<OfferBuyRoute {...page} navigate={props.navigate} />} />
      <Route path="/:productOfferKey/your-support" element={<YourSupportRoute {...page} navigate={props.navigate} />} />
      {/* A content-defined path (groups spec §2) wins over the play page and the 404 when content has a page there. */}
      <Route path="/:productOfferKey" element={lazyPage(<ContentOr {...content} fallback={<OfferHomeRoute play={play} winners={lazyPage(<WinnersRoute {...results} />)} />} />)} />
      <Route path="/:productOfferKey/subscription" element={lazyPage(<SubscriptionRoute {...page} navigate={props.navigate} />)} />
      <Route path="/:productOfferKey/:gameTypeKey" element={lazyPage(<ContentOr {...content} fallback={play} />)} />
      <Route path="*" element={lazyPage(<ContentOr {...content} fallback={notFound} />)} />
    </Routes>
  );
}
