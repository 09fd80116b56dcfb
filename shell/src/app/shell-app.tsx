import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorPage } from '../features/error-pages/error-page';
import { ShellLayout } from './layout/shell-layout';
import { PageNavigation } from '../features/page-navigation/page-navigation';
import { usePreloadNextRemote } from '../features/remote-loader/use-preload-next-remote';
import { RouteElement } from './routing/route-element';
import { siteRoutes } from './routing/site-routes';
import { useShellEvents } from '../features/session/use-shell-events';
import { sendAnalyticsEvent, startAnalytics } from '../features/analytics/analytics';
import { readConsent } from '../features/consent/consent-cookie';
import { createShellMarketingSession, marketingProperties } from '../features/session/marketing-session';

const consented = () => readConsent() === 'all';
import type { ShellContext } from '../lib/shell-context';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';

/** The shell's router: every route of the spec that this site's capabilities allow, and a 404 for the rest. */
export function ShellApp({ context }: { context: ShellContext }) {
  return (
    <BrowserRouter>
      <QueryClientProvider client={context.queries}>
        <PageNavigation visits={context.pageVisits} />
        <ShellRoutes context={context} />
      </QueryClientProvider>
    </BrowserRouter>
  );
}

function ShellRoutes({ context }: { context: ShellContext }) {
  const location = useLocation();
  const routes = useMemo(() => siteRoutes(context.site), [context.site]);
  const sitewideError = useSitewideError(context, location.pathname);
  usePreloadNextRemote(routes, location.pathname);
  useShellEvents(context);
  // Analytics (tracked events and page views) reach the events service only with consent.
  useEffect(() => startAnalytics(context.bus, context.api, consented), [context]);
  const marketing = useMemo(() => createShellMarketingSession(), []);
  useEffect(() => {
    // Each page view keeps the marketing session alive (a new one after 30 minutes idle), with consent only.
    const attribution = consented() ? marketingProperties(marketing.touch({ search: window.location.search, referrer: document.referrer })) : {};
    sendAnalyticsEvent(context.api, consented, 'page', 'page_view', { path: location.pathname, ...attribution });
  }, [context, location.pathname, marketing]);

  if (sitewideError !== null) {
    return (
      <ShellLayout layout="base" context={context} pathname={location.pathname}>
        <ErrorPage status={sitewideError} homePath={context.pathTo('home')} />
      </ShellLayout>
    );
  }
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.id} path={route.path} element={<RouteElement route={route} context={context} />} />
      ))}
      <Route
        path="*"
        element={
          <ShellLayout layout="base" context={context} pathname={location.pathname}>
            <ErrorPage status={404} homePath={context.pathTo('home')} />
          </ShellLayout>
        }
      />
    </Routes>
  );
}

/** A 5xx from the API shows the spec's error page until the visitor moves to another route. */
function useSitewideError(context: ShellContext, pathname: string): number | null {
  const [error, setError] = useState<{ status: number; pathname: string } | null>(null);
  useEffect(() => {
    const subscription = context.bus.on('error/sitewide').subscribe((event) => setError({ status: event.status, pathname: window.location.pathname }));
    return () => subscription.unsubscribe();
  }, [context]);
  return error && error.pathname === pathname ? error.status : null;
}
