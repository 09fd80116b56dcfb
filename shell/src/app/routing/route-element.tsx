import { Navigate, useLocation } from 'react-router-dom';
import { useStore } from '@drawfront/shared/ui/use-store';
import { ErrorPage } from '../../features/error-pages/error-page';
import { RenderErrorFallback } from '../../features/error-pages/render-error-fallback';
import { pageKindOf } from '../../features/remote-loader/page-kind';
import { RemoteOutlet } from '../../features/remote-loader/remote-outlet';
import { LogoutPage } from '../../features/session/logout-page';
import { SessionRestoring } from '../../features/session/session-restoring';
import type { ShellContext } from '../../lib/shell-context';
import { ShellLayout } from '../layout/shell-layout';
import type { SiteRoute } from './site-routes';

interface Props {
  route: SiteRoute;
  context: ShellContext;
}

/** What one route shows: login redirect for protected routes, then the layout around its remote. */
export function RouteElement({ route, context }: Props) {
  const location = useLocation();
  const session = useStore(context.session);
  const sessionStatus = useStore(context.sessionService.status);
  const homePath = context.pathTo('home');
  const notFound = (
    <ShellLayout layout="base" context={context} pathname={location.pathname}>
      <ErrorPage status={404} homePath={homePath} />
    </ShellLayout>
  );
  if (!route.enabled) return notFound;
  if (route.protected && !session.isAuthenticated) {
    if (sessionStatus === 'restoring') {
      return (
        <ShellLayout layout={route.layout} context={context} pathname={location.pathname}>
          <SessionRestoring />
        </ShellLayout>
      );
    }
    const loginPath = context.pathTo('login', {}, { returnTo: `${location.pathname}${location.search}` });
    // A site without a sign-in page can never show a protected page: it is as missing as a disabled one.
    return loginPath === null ? notFound : <Navigate to={loginPath} replace />;
  }
  if (route.remote === 'shell') {
    return <LogoutPage context={context} />;
  }
  return (
    <ShellLayout layout={route.layout} context={context} pathname={location.pathname}>
      {/* Keyed by remote: moving between two routes of one remote keeps its parcel (and its router) mounted. */}
      <RemoteOutlet
        key={route.remote}
        remote={route.remote}
        basePath={route.basePath ?? '/'}
        context={context}
        pageKind={pageKindOf(route)}
        fallback={(retry) => <RenderErrorFallback onRetry={retry} homePath={homePath} />}
      />
    </ShellLayout>
  );
}
