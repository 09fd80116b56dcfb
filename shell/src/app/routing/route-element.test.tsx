import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ShellContext } from '../../lib/shell-context';
import { buildShellContext } from '../../testing/test-context';
import { memoryTokenStorage } from '../../testing/memory-token-storage';
import { createSessionService } from '../../features/session/session-service';
import { RouteElement } from './route-element';
import type { SiteRoute } from './site-routes';

// The real outlet loads remotes through Module Federation; these tests are about the guard in front of it.
jest.mock('../../features/remote-loader/remote-outlet', () => ({ RemoteOutlet: ({ remote }: { remote: string }) => <p>Remote {remote}</p> }));

const protectedRoute: SiteRoute = { id: 'my-account', path: '/my-account', remote: 'account', layout: 'base', protected: true, capabilities: [], enabled: true };

/** A visitor whose browser holds a refresh token: the session service starts out "restoring". */
function restoringContext(): ShellContext {
  const context = buildShellContext();
  const sessionService = createSessionService({
    api: context.api,
    bus: context.bus,
    session: context.session,
    cart: context.cart,
    notifications: context.notifications,
    tokens: memoryTokenStorage({ refreshToken: 'rt1' }),
    cartClient: { convertAnonymousCart: () => Promise.resolve(null) },
    pathTo: context.pathTo,
    currentPath: () => '/my-account',
  });
  return { ...context, sessionService };
}

function renderRoute(context: ShellContext) {
  const seen: string[] = [];
  function Where() {
    const location = useLocation();
    seen.push(`${location.pathname}${location.search}`);
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/my-account']}>
      <Where />
      <Routes>
        <Route path="/my-account" element={<RouteElement route={protectedRoute} context={context} />} />
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/sign-in" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return seen;
}

describe('RouteElement session guard', () => {
  it('shows the loading state on a protected route while the stored session is restored, then the page', () => {
    const context = restoringContext();
    const seen = renderRoute(context);
    expect(screen.getByRole('status').textContent).toContain('Loading your account…');
    expect(seen.at(-1)).toBe('/my-account');
    act(() => {
      context.session.set({ isAuthenticated: true, customerId: 'c-1', accessToken: 'a.b.c', customer: null });
      context.sessionService.status.set('ready');
    });
    expect(screen.getByText('Remote account')).toBeTruthy();
    expect(seen.at(-1)).toBe('/my-account');
  });

  it('sends the visitor to /login once restoring ends without a session', () => {
    const context = restoringContext();
    const seen = renderRoute(context);
    act(() => context.sessionService.status.set('ready'));
    expect(screen.getByText('Login page')).toBeTruthy();
    expect(seen.at(-1)).toBe('/login?returnTo=%2Fmy-account');
  });

  it("sends the visitor to the site's own sign-in page when the site moves it", () => {
    const seen = renderRoute(buildShellContext({ site: { routeOverrides: { login: '/sign-in' } } }));
    expect(screen.getByText('Sign-in page')).toBeTruthy();
    expect(seen.at(-1)).toBe('/sign-in?returnTo=%2Fmy-account');
  });

  it('sends a visitor with no stored session straight to /login', () => {
    const seen = renderRoute(buildShellContext());
    expect(seen.at(-1)).toBe('/login?returnTo=%2Fmy-account');
  });
});
