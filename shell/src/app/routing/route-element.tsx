import { Navigate, useLocation } from 'react-router-dom';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../lib/shell-context';
import { ErrorPage } from '../../features/error-pages/error-page';
import { ShellLayout } from '../layout/shell-layout';
import { RemoteOutlet } from '../../features/remote-loader/remote-outlet';
import { LogoutPage } from '../../features/session/logout-page';
import { SessionRestoring } from '../../features/session/session-restoring';
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
  if (!route.enabled) {
    return (
      <ShellLayout layout="base" context={context} pathname={location.pathname}>
        <ErrorPage status={404} />
      </ShellLayout>
    );
  }
  if (route.protected && !session.isAuthenticated && sessionStatus === 'restoring') {
    return (
      <ShellLayout layout={route.layout} context={context} pathname={location.pathname}>
        <SessionRestoring />
      </ShellLayout>
    );
  }
  if (route.protected && !session.isAuthenticated) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  if (route.remote === 'shell') {
    return <LogoutPage context={context} />;
  }
  return (
    <ShellLayout layout={route.layout} context={context} pathname={location.pathname}>
      {/* Keyed by remote: moving between two routes of one remote keeps its parcel (and its router) mounted. */}
      <RemoteOutlet key={route.remote} remote={route.remote} basePath={route.basePath ?? '/'} context={context} />
    </ShellLayout>
  );
}
