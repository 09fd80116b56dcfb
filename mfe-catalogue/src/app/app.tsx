import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useParams, useRoutes, useSearchParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { HomePage } from '../features/offers/components/home-page';
import { LottoTicketsPage } from '../features/offers/components/lotto-tickets-page';
import { OffersLoading } from '../features/offers/components/offers-loading';
import { CharityTicketsPage } from '../features/offers/components/charity-tickets-page';
import { SocialPlayPage } from '../features/offers/components/social-play-page';
import { SyndicatesPage } from '../features/offers/components/syndicates-page';
import { remoteRoutes } from '@drawfront/shared/routes/remote-routes';
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
const FairnessRoute = lazy(() => import('../features/fairness/components/fairness-page').then((module) => ({ default: module.FairnessPage })));
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

/** `/{offer}/{gameType?}`: one route in the table, two pages: the offer's home, or its play page for a game type. */
function OfferOrGameTypeRoute({ offerHome, gameType }: { offerHome: ReactNode; gameType: ReactNode }) {
  const { gameTypeKey } = useParams();
  return <>{gameTypeKey === undefined ? offerHome : gameType}</>;
}

/** The catalogue's routes (the route table's, at the site's paths), under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes({ clock = systemClock, random, ...props }: AppRoutesProps) {
  const { cartClient } = props;
  const { search } = useLocation();
  const session = useStore(props.session);
  const favouritesEnabled = session.isAuthenticated && hasCapabilities(props.site.capabilities, ['favourite-numbers']);
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
  const contentPage = lazyPage(<ContentRoute {...content} />);
  const standaloneContentPage = lazyPage(<StandaloneContentRoute {...content} />);
  const causes = <CausesRoute {...page} navigate={props.navigate} />;
  // A content-defined path (groups spec §2) wins over the play page and the 404 when content has a page there.
  const contentOrNotFound = lazyPage(<ContentOr {...content} fallback={notFound} />);
  const offerHome = lazyPage(<ContentOr {...content} fallback={<OfferHomeRoute play={play} winners={lazyPage(<WinnersRoute {...results} />)} />} />);
  return useRoutes(
    remoteRoutes(
      'catalogue',
      props.site,
      {
        home: <HomePage {...page} />,
        'lotto-tickets': <LottoTicketsPage {...page} />,
        'charity-tickets': <CharityTicketsPage {...page} />,
        syndicates: <SyndicatesPage {...page} />,
        'social-play': <SocialPlayPage site={props.site} i18n={props.i18n} />,
        'lotto-results': lazyPage(<LottoResultsRoute {...results} kind="all" />),
        'lotto-results-lotteries': lazyPage(<LottoResultsRoute {...results} kind="lotteries" />),
        'lotto-results-raffles': lazyPage(<LottoResultsRoute {...results} kind="raffles" />),
        'offer-results': lazyPage(<OfferResultsRoute {...results} />),
        'offer-draw-results': lazyPage(<DrawResultRoute {...results} />),
        'offer-archived-results': lazyPage(<ArchivedResultsRoute {...results} />),
        'offer-winners': lazyPage(<WinnersRoute {...results} />),
        'offer-statistics': lazyPage(<StatisticsRoute {...results} />),
        // Pages whose whole body is the content at their path (storefront §2 "About", "/app" and the Android pages).
        about: contentPage,
        'about-responsible-gaming': contentPage,
        'about-privacy': contentPage,
        'about-cookie-policy': contentPage,
        'about-faq': contentPage,
        'about-fairness': lazyPage(<FairnessRoute site={props.site} i18n={props.i18n} />),
        'about-terms-and-conditions': contentPage,
        'about-terms-of-use': contentPage,
        'about-contact-us': contentPage,
        app: contentPage,
        'app-android': standaloneContentPage,
        'app-android-install': standaloneContentPage,
        blog: lazyPage(<BlogHomePage {...content} />),
        'blog-category': lazyPage(<BlogCategoryPage {...content} />),
        'blog-post': lazyPage(<BlogPostPage {...content} />),
        preview: lazyPage(<PreviewPage {...content} />),
        'marketing-feature-banner': lazyPage(<FeatureBannerPage {...content} />),
        causes,
        cause: causes,
        'cause-offer': (
          <Suspense fallback={<OffersLoading i18n={props.i18n} />}>
            <CausePlayRoute {...page} navigate={props.navigate} notify={props.notify} bus={props.bus} cartClient={cartClient} random={random} favouritesEnabled={favouritesEnabled} />
          </Suspense>
        ),
        'offer-terms': <TermsRoute {...page} navigate={props.navigate} />,
        'offer-draw-terms': <TermsRoute {...page} navigate={props.navigate} />,
        'offer-draw': <RaffleDrawRoute {...page} navigate={props.navigate} />,
        'offer-draw-buy': <RaffleDrawBuyRoute {...page} navigate={props.navigate} />,
        'offer-buy': <OfferBuyRoute {...page} navigate={props.navigate} />,
        'offer-your-support': <YourSupportRoute {...page} navigate={props.navigate} />,
        'offer-subscription': lazyPage(<SubscriptionRoute {...page} navigate={props.navigate} />),
        play: <OfferOrGameTypeRoute offerHome={offerHome} gameType={lazyPage(<ContentOr {...content} fallback={play} />)} />,
        // The API serves the draw calendar PDF at this path; a visit inside the app is any unknown path.
        'subscription-calendar-pdf': contentOrNotFound,
      },
      { basePath: props.basePath, notFound: contentOrNotFound },
    ),
  );
}
