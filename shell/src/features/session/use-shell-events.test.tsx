import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { buildShellContext, buildCustomer } from '../../testing/test-context';
import { buildFullCustomer, buildLoginResult } from '../../testing/session-builders';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { useShellEvents } from './use-shell-events';
import type { ShellContext } from '../../lib/shell-context';

function Probe({ context, seen }: { context: ShellContext; seen: string[] }) {
  useShellEvents(context);
  const location = useLocation();
  seen.push(`${location.pathname}${location.search}`);
  return null;
}

function renderProbe(context: ShellContext, start = '/my-account') {
  const seen: string[] = [];
  render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route path="*" element={<Probe context={context} seen={seen} />} />
      </Routes>
    </MemoryRouter>,
  );
  return seen;
}

describe('useShellEvents', () => {
  it('signs out on a logout request: clears session and cart and goes to the redirect', () => {
    const context = buildShellContext({ customer: buildCustomer(), cartItems: 2 });
    const seen = renderProbe(context);
    act(() => context.bus.emit({ type: 'session/logout-requested', reason: 'user', redirectTo: '/' }));
    expect(context.session.get().isAuthenticated).toBe(false);
    expect(context.cart.get().itemCount).toBe(0);
    expect(seen.at(-1)).toBe('/');
  });

  it('never follows a logout redirect off the site', () => {
    const context = buildShellContext({ customer: buildCustomer() });
    const seen = renderProbe(context);
    act(() => context.bus.emit({ type: 'session/logout-requested', reason: 'user', redirectTo: '//evil.example/' }));
    expect(seen.at(-1)).toBe('/');
  });

  it('sends a visitor who needs to sign in to /login with the return address', () => {
    const context = buildShellContext({});
    const seen = renderProbe(context, '/cart');
    act(() => context.bus.emit({ type: 'auth/login-required', returnTo: '/my-account/upcoming-tickets' }));
    expect(seen.at(-1)).toBe('/login?returnTo=%2Fmy-account%2Fupcoming-tickets');
  });

  it("takes over a remote's sign-in: the session is set and the customer returns to the page they asked for", async () => {
    const context = buildShellContext({});
    const seen = renderProbe(context, '/login?returnTo=%2Fmy-account');
    const result = buildLoginResult();
    await act(async () => context.bus.emit({ type: 'session/login-succeeded', result, returnTo: '/my-account' }));
    expect(context.session.get()).toMatchObject({ isAuthenticated: true, customerId: 'c-42', accessToken: result.accessToken });
    expect(seen.at(-1)).toBe('/my-account');
  });

  it('shows the new wallet balance after a purchase in a remote', () => {
    const context = buildShellContext({ customer: buildCustomer() });
    context.session.set({ ...context.session.get(), isAuthenticated: true, customer: buildCustomer({ balance: { amount: 5000, currency: 'AUD' } }) });
    renderProbe(context);
    act(() => context.bus.emit({ type: 'wallet/changed', balance: { amount: 3350, currency: 'AUD' } }));
    expect(context.session.get().customer?.balance).toEqual({ amount: 3350, currency: 'AUD' });
  });

  it("re-reads the customer when a remote changed it, so a break just taken reaches every remote's buy buttons", async () => {
    const playBreak = { kind: 'break' as const, period: '24_hours' as const, startsAt: '2026-01-15T09:00:00.000Z', endsAt: '2026-01-16T09:00:00.000Z' };
    const api = buildApi(async (request) => {
      if (request.path !== '/customer') throw new Error(`Unexpected API call ${request.path}`);
      return buildFullCustomer({ customerId: 'c-1001', playBreak });
    });
    const context = buildShellContext({ customer: buildCustomer(), api });
    renderProbe(context);
    await act(async () => context.bus.emit({ type: 'customer/changed' }));
    expect(context.session.get().customer?.playBreak).toEqual(playBreak);
  });
});
