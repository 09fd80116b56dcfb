import { waitFor } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { createQueryClient } from '@drawfront/shared/data/query-client';
import { QUERY_KEYS } from '@drawfront/shared/data/query-defaults';
import { createEventBus } from '@drawfront/shared/bus/event-bus';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { createCartClient } from '@drawfront/shared/cart/cart-client';
import { memoryCookieJar } from '@drawfront/shared/cart/cookie-jar';
import type { Cart } from '@drawfront/shared/contract/cart';
import { createCartStore } from '@drawfront/shared/stores/cart-store';
import { createNotificationStore } from '@drawfront/shared/stores/notification-store';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { createSessionStore, signedOut } from '@drawfront/shared/stores/session-store';
import type { SessionState } from '@drawfront/shared/stores/session-store';
import { memoryTokenStorage } from '../../testing/memory-token-storage';
import { UNAUTHORISED_NOTIFICATION } from './session-messages';
import { createSessionService, DEFAULT_SESSION_TIMEOUT_MS, INACTIVITY_CHECK_MS } from './session-service';
import { buildAccessToken, buildApiError, buildFullCustomer, buildLoginResult } from '../../testing/session-builders';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
type Handler = (request: ApiRequest, session: SessionState) => unknown;

/** A fake API client: one handler per "METHOD /path"; an unknown call fails the test loudly. */
function setup(
  options: {
    handlers?: Record<string, Handler>;
    tokens?: Parameters<typeof memoryTokenStorage>[0];
    cookies?: Record<string, string>;
    session?: SessionState;
    path?: string;
    /** The site's per-site path overrides (storefront §1). */
    routeOverrides?: Record<string, string>;
    sessionTimeoutMs?: number;
  } = {},
) {
  const bus = createEventBus({ validate: true });
  const session = createSessionStore(options.session ?? signedOut);
  const cart = createCartStore('AUD');
  const notifications = createNotificationStore(() => undefined);
  const tokens = memoryTokenStorage(options.tokens);
  const cookies = memoryCookieJar(options.cookies);
  const calls: { key: string; request: ApiRequest; bearer: string | null }[] = [];
  const clearCache = jest.fn();
  const request = jest.fn(async (req: ApiRequest) => {
    const key = `${req.method ?? 'GET'} ${req.path}`;
    calls.push({ key, request: req, bearer: session.get().accessToken });
    const handler = options.handlers?.[key];
    if (!handler) throw new Error(`Unexpected API call ${key}`);
    return handler(req, session.get());
  });
  const api = { request: request as never, clearCache };
  let time = NOW;
  const queries = createQueryClient();
  const service = createSessionService({
    api,
    queries,
    bus,
    session,
    cart,
    notifications,
    tokens,
    cartClient: createCartClient({ api, cartStore: cart, sessionStore: session, cookies, bus }),
    pathTo: createPathTo({ capabilities: [], routeOverrides: options.routeOverrides }),
    currentPath: () => options.path ?? '/lotto-tickets?x=1',
    now: () => time,
    sessionTimeoutMs: options.sessionTimeoutMs,
  });
  const events: DrawfrontEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const navigations = () => events.filter((event) => event.type === 'navigation/request');
  const advance = (ms: number) => {
    time += ms;
  };
  return { service, bus, session, cart, notifications, tokens, cookies, calls, clearCache, queries, events, navigations, advance, now: () => time };
}

const signedInAs = (customerId: string, accessToken = buildAccessToken(customerId, { nowMs: NOW })): SessionState => ({
  isAuthenticated: true,
  customerId,
  accessToken,
  customer: { customerId, firstname: 'Jo', lastname: 'Citizen', email: 'jo@example.com', balance: { amount: 100, currency: 'AUD' }, forcePasswordChange: false, accountUpgrade: false },
});

const buildCart = (items: number): Cart => ({ cartItems: Array.from({ length: items }, (_, i) => ({ id: `i${i}` })), cartTotal: { amount: 500 * items, currency: 'AUD' } }) as unknown as Cart;

describe('session service: login success', () => {
  it('stores the tokens, fills the session store, announces it and returns to the requested page', async () => {
    const { service, session, tokens, events, navigations } = setup();
    const result = buildLoginResult();
    await service.completeLogin(result, '/lotto-party?tab=1');
    expect(tokens.values.refreshToken).toBe('refresh-1');
    expect(tokens.values.accessToken).toBe(result.accessToken);
    expect(session.get()).toEqual({
      isAuthenticated: true,
      customerId: 'c-42',
      accessToken: result.accessToken,
      customer: { customerId: 'c-42', firstname: 'Jo', lastname: 'Citizen', email: 'jo@example.com', balance: { amount: 2500, currency: 'AUD' }, forcePasswordChange: false, accountUpgrade: false, playBreak: null, addressConfirmationRequired: false, emailAddressConfirmationRequired: false },
    });
    expect(events).toEqual([
      { type: 'session/changed', isAuthenticated: true, customerId: 'c-42' },
      { type: 'wallet/changed', balance: { amount: 2500, currency: 'AUD' } },
      { type: 'session/logged-in', customerId: 'c-42' },
      { type: 'navigation/request', to: '/lotto-party?tab=1', replace: true },
    ]);
    expect(navigations()).toHaveLength(1);
    expect(service.status.get()).toBe('ready');
  });

  it('goes home when the return address is missing or leaves the site', async () => {
    const first = setup();
    await first.service.completeLogin(buildLoginResult(), null);
    expect(first.navigations()).toEqual([{ type: 'navigation/request', to: '/', replace: true }]);
    const second = setup();
    await second.service.completeLogin(buildLoginResult(), '//evil.example/phish');
    expect(second.navigations()).toEqual([{ type: 'navigation/request', to: '/', replace: true }]);
  });

  it('sends a customer who must change their password to /force-password-change, replacing the page', async () => {
    const { service, navigations } = setup();
    await service.completeLogin(buildLoginResult({ customer: buildFullCustomer({ forcePasswordChange: true }) }), '/my-account');
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/force-password-change', replace: true }]);
  });

  it("follows the site's path override of a forced page", async () => {
    const { service, navigations } = setup({ routeOverrides: { 'upgrade-account': '/my-account/complete-profile' } });
    await service.completeLogin(buildLoginResult({ customer: buildFullCustomer({ accountUpgrade: true }) }), '/my-account');
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/my-account/complete-profile', replace: true }]);
  });

  it('signs out with the 401 notice when the access token belongs to someone else', async () => {
    const { service, session, tokens, notifications, navigations } = setup();
    await service.completeLogin(buildLoginResult({ accessToken: buildAccessToken('c-other') }), '/my-account');
    expect(session.get()).toEqual(signedOut);
    expect(tokens.values.refreshToken).toBeNull();
    expect(notifications.get()).toEqual([expect.objectContaining(UNAUTHORISED_NOTIFICATION)]);
    expect(navigations()).toEqual([]);
  });

  it('signs out when the access token does not decode', async () => {
    const { service, session } = setup();
    await service.completeLogin(buildLoginResult({ accessToken: 'opaque-not-a-jwt' }), null);
    expect(session.get().isAuthenticated).toBe(false);
  });

  it("converts the visitor's anonymous cart (signed in, before leaving the page), then its token is gone", async () => {
    const { service, cookies, cart, calls, events } = setup({
      cookies: { df_cart: 'anon_123' },
      handlers: { 'POST /anon-cart/anon_123/convert': () => buildCart(2) },
    });
    await service.completeLogin(buildLoginResult(), null);
    const convert = calls.find((call) => call.key === 'POST /anon-cart/anon_123/convert');
    expect(convert?.bearer).toMatch(/\./);
    expect(cookies.values.has('df_cart')).toBe(false);
    expect(cart.get()).toEqual({ itemCount: 2, total: { amount: 1000, currency: 'AUD' }, anonymousToken: null });
    expect(events).toContainEqual({ type: 'cart/changed', itemCount: 2, total: { amount: 1000, currency: 'AUD' } });
    expect(events.at(-1)).toEqual({ type: 'navigation/request', to: '/', replace: true });
  });

  it('still signs in and moves on when the conversion fails', async () => {
    const { service, session, navigations } = setup({
      cookies: { df_cart: 'anon_123' },
      handlers: {
        'POST /anon-cart/anon_123/convert': () => {
          throw buildApiError(503, 'Service unavailable');
        },
      },
    });
    await service.completeLogin(buildLoginResult(), '/cart');
    expect(session.get().isAuthenticated).toBe(true);
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/cart', replace: true }]);
  });

  it('never sends a tampered cart cookie to the API', async () => {
    const { service, calls } = setup({ cookies: { df_cart: '../../admin' } });
    await service.completeLogin(buildLoginResult(), null);
    expect(calls).toEqual([]);
  });

  it('keeps a refresh token that breaks the storage rule in memory only, so this tab can still refresh', async () => {
    const renewed = buildAccessToken('c-42', { nowMs: NOW });
    const { service, tokens, session } = setup({ handlers: { 'POST /refresh': () => ({ accessToken: renewed, refreshToken: 'rt2', deviceUuid: 'd' }) } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await service.completeLogin(buildLoginResult({ refreshToken: 'jwt.like.token' }), null);
    expect(tokens.values.refreshToken).toBeNull();
    await expect(service.refresh()).resolves.toBe(true);
    expect(session.get().accessToken).toBe(renewed);
    expect(tokens.values.refreshToken).toBe('rt2');
  });
});

describe('session service: refresh', () => {
  it('renews the access token with the stored refresh token and stores the rotated one', async () => {
    const renewed = buildAccessToken('c-42', { nowMs: NOW + 1000 });
    const { service, session, tokens, calls } = setup({
      session: signedInAs('c-42'),
      tokens: { refreshToken: 'rt1' },
      handlers: { 'POST /refresh': () => ({ accessToken: renewed, refreshToken: 'rt2', deviceUuid: 'd' }) },
    });
    await expect(service.refresh()).resolves.toBe(true);
    expect(calls[0]?.request).toEqual({ method: 'POST', path: '/refresh', body: { refreshToken: 'rt1' }, skipAuthRefresh: true, noSitewideError: true });
    expect(session.get().accessToken).toBe(renewed);
    expect(session.get().isAuthenticated).toBe(true);
    expect(tokens.values).toMatchObject({ refreshToken: 'rt2', accessToken: renewed });
  });

  it('shares one refresh between parallel callers (a refresh token is single-use)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { service, calls } = setup({
      session: signedInAs('c-42'),
      tokens: { refreshToken: 'rt1' },
      handlers: { 'POST /refresh': () => new Promise((resolve) => (answer = resolve)) },
    });
    const results = Promise.all([service.refresh(), service.refresh(), service.refresh()]);
    answer({ accessToken: buildAccessToken('c-42'), refreshToken: 'rt2', deviceUuid: 'd' });
    await expect(results).resolves.toEqual([true, true, true]);
    expect(calls).toHaveLength(1);
  });

  it('logs out as unauthorised when no refresh token is stored', async () => {
    const { service, session, calls, notifications, navigations } = setup({ session: signedInAs('c-42'), handlers: { 'GET /logout': () => undefined } });
    await expect(service.refresh()).resolves.toBe(false);
    expect(session.get()).toEqual(signedOut);
    expect(calls.map((call) => call.key)).toEqual(['GET /logout']);
    expect(notifications.get()).toEqual([expect.objectContaining(UNAUTHORISED_NOTIFICATION)]);
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/login?returnTo=%2Flotto-tickets%3Fx%3D1', replace: true }]);
  });

  it('logs out when the new access token belongs to another customer', async () => {
    const { service, session, tokens } = setup({
      session: signedInAs('c-42'),
      tokens: { refreshToken: 'rt1' },
      handlers: { 'POST /refresh': () => ({ accessToken: buildAccessToken('c-99'), refreshToken: 'rt2', deviceUuid: 'd' }), 'GET /logout': () => undefined },
    });
    await expect(service.refresh()).resolves.toBe(false);
    expect(session.get()).toEqual(signedOut);
    expect(tokens.values.refreshToken).toBeNull();
  });

  it('logs out when the new access token does not decode', async () => {
    const { service, session } = setup({
      session: signedInAs('c-42'),
      tokens: { refreshToken: 'rt1' },
      handlers: { 'POST /refresh': () => ({ accessToken: 'garbage', refreshToken: 'rt2', deviceUuid: 'd' }), 'GET /logout': () => undefined },
    });
    await expect(service.refresh()).resolves.toBe(false);
    expect(session.get().isAuthenticated).toBe(false);
  });

  it('logs out when the API refuses the refresh token (reused or revoked)', async () => {
    const { service, session, notifications } = setup({
      session: signedInAs('c-42'),
      tokens: { refreshToken: 'rt1' },
      handlers: {
        'POST /refresh': () => {
          throw buildApiError(401, 'Invalid refresh token', 'invalid_refresh_token');
        },
        'GET /logout': () => undefined,
      },
    });
    await expect(service.refresh()).resolves.toBe(false);
    expect(session.get()).toEqual(signedOut);
    expect(notifications.get()).toHaveLength(1);
  });

  it("does nothing for a visitor's 401: there is no session to end", async () => {
    const { service, calls, notifications, navigations } = setup();
    await expect(service.refresh()).resolves.toBe(false);
    expect(calls).toEqual([]);
    expect(notifications.get()).toEqual([]);
    expect(navigations()).toEqual([]);
  });
});

describe('session service: restore at boot', () => {
  const customerHandler: Handler = (_request, state) => buildFullCustomer({ customerId: state.customerId ?? 'nobody' });

  it('starts "restoring" when a refresh token is stored, and "ready" when none is', () => {
    expect(setup({ tokens: { refreshToken: 'rt1' } }).service.status.get()).toBe('restoring');
    expect(setup().service.status.get()).toBe('ready');
  });

  it('renews the tokens, then fetches the customer, before the session counts as signed in', async () => {
    const renewed = buildAccessToken('c-42', { nowMs: NOW });
    const seen: boolean[] = [];
    const { service, session, calls, events, tokens } = setup({
      tokens: { refreshToken: 'rt1' },
      handlers: {
        'POST /refresh': () => ({ accessToken: renewed, refreshToken: 'rt2', deviceUuid: 'd' }),
        'GET /customer': (request, state) => {
          seen.push(state.isAuthenticated);
          return customerHandler(request, state);
        },
      },
    });
    await service.restore();
    expect(calls.map((call) => `${call.key} ${call.bearer === renewed ? 'with' : 'without'} bearer`)).toEqual(['POST /refresh without bearer', 'GET /customer with bearer']);
    expect(seen).toEqual([false]);
    expect(session.get()).toMatchObject({ isAuthenticated: true, customerId: 'c-42', accessToken: renewed });
    expect(session.get().customer?.balance).toEqual({ amount: 2500, currency: 'AUD' });
    expect(tokens.values.refreshToken).toBe('rt2');
    expect(service.status.get()).toBe('ready');
    expect(events).toEqual([
      { type: 'session/changed', isAuthenticated: true, customerId: 'c-42' },
      { type: 'wallet/changed', balance: { amount: 2500, currency: 'AUD' } },
    ]);
  });

  it("reuses this tab's unexpired access token instead of refreshing", async () => {
    const stored = buildAccessToken('c-42', { nowMs: NOW, expiresInS: 600 });
    const { service, session, calls } = setup({ tokens: { refreshToken: 'rt1', accessToken: stored }, handlers: { 'GET /customer': customerHandler } });
    await service.restore();
    expect(calls.map((call) => call.key)).toEqual(['GET /customer']);
    expect(session.get()).toMatchObject({ isAuthenticated: true, accessToken: stored });
  });

  it('refreshes when the stored access token has expired', async () => {
    const { service, calls } = setup({
      tokens: { refreshToken: 'rt1', accessToken: buildAccessToken('c-42', { nowMs: NOW - 3_600_000, expiresInS: 900 }) },
      handlers: { 'POST /refresh': () => ({ accessToken: buildAccessToken('c-42', { nowMs: NOW }), refreshToken: 'rt2', deviceUuid: 'd' }), 'GET /customer': customerHandler },
    });
    await service.restore();
    expect(calls.map((call) => call.key)).toEqual(['POST /refresh', 'GET /customer']);
  });

  it('signs out quietly, clearing the tokens, when the API refuses the stored session', async () => {
    const { service, session, tokens, notifications, navigations, calls } = setup({
      tokens: { refreshToken: 'rt1' },
      handlers: {
        'POST /refresh': () => {
          throw buildApiError(401, 'Invalid refresh token');
        },
      },
    });
    await service.restore();
    expect(session.get()).toEqual(signedOut);
    expect(tokens.values.refreshToken).toBeNull();
    expect(service.status.get()).toBe('ready');
    expect(notifications.get()).toEqual([]);
    expect(navigations()).toEqual([]);
    expect(calls.map((call) => call.key)).toEqual(['POST /refresh']);
  });

  it('keeps the stored tokens for the next load when the API is unreachable', async () => {
    const { service, session, tokens } = setup({
      tokens: { refreshToken: 'rt1' },
      handlers: {
        'POST /refresh': () => {
          throw buildApiError(503, 'Service unavailable');
        },
      },
    });
    await service.restore();
    expect(session.get()).toEqual(signedOut);
    expect(tokens.values.refreshToken).toBe('rt1');
    expect(service.status.get()).toBe('ready');
  });

  it('signs out when GET /customer answers for another customer', async () => {
    const { service, session, tokens } = setup({
      tokens: { refreshToken: 'rt1', accessToken: buildAccessToken('c-42', { nowMs: NOW }) },
      handlers: { 'GET /customer': () => buildFullCustomer({ customerId: 'c-99' }), 'GET /logout': () => undefined },
    });
    await service.restore();
    expect(session.get()).toEqual(signedOut);
    expect(tokens.values.refreshToken).toBeNull();
  });

  it('does not restore a session idle for longer than the session timeout', async () => {
    const { service, calls, tokens, session } = setup({ tokens: { refreshToken: 'rt1', lastActivity: NOW - DEFAULT_SESSION_TIMEOUT_MS } });
    await service.restore();
    expect(calls).toEqual([]);
    expect(tokens.values.refreshToken).toBeNull();
    expect(session.get()).toEqual(signedOut);
    expect(service.status.get()).toBe('ready');
  });

  it('sends a restored customer who must change their password to /force-password-change', async () => {
    const { service, navigations } = setup({
      tokens: { refreshToken: 'rt1', accessToken: buildAccessToken('c-42', { nowMs: NOW }) },
      handlers: { 'GET /customer': () => buildFullCustomer({ forcePasswordChange: true }) },
    });
    await service.restore();
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/force-password-change', replace: true }]);
  });
});

describe('session service: logout', () => {
  it('calls GET /logout with the bearer, then clears tokens, session, cart summary and caches', async () => {
    const state = signedInAs('c-42');
    const { service, session, cart, tokens, calls, clearCache, events } = setup({ session: state, tokens: { refreshToken: 'rt1' }, handlers: { 'GET /logout': () => undefined } });
    cart.set({ itemCount: 3, total: { amount: 1500, currency: 'AUD' }, anonymousToken: null });
    service.logout('user', { redirectTo: '/lotto-results' });
    expect(calls).toEqual([{ key: 'GET /logout', request: { path: '/logout', skipAuthRefresh: true, noSitewideError: true }, bearer: state.accessToken }]);
    expect(session.get()).toEqual(signedOut);
    expect(tokens.values).toEqual({ refreshToken: null, accessToken: null, lastActivity: null });
    expect(cart.get().itemCount).toBe(0);
    expect(clearCache).toHaveBeenCalledWith();
    expect(events).toEqual([
      { type: 'session/changed', isAuthenticated: false, customerId: null },
      { type: 'navigation/request', to: '/lotto-results', replace: true },
    ]);
  });

  it('still signs out when GET /logout fails', async () => {
    const { service, session } = setup({
      session: signedInAs('c-42'),
      handlers: {
        'GET /logout': () => {
          throw buildApiError(500);
        },
      },
    });
    service.logout('user');
    await Promise.resolve();
    expect(session.get()).toEqual(signedOut);
  });

  it("sends an expired session to the site's own sign-in page when the site moves it", () => {
    const { service, navigations } = setup({ routeOverrides: { login: '/sign-in' }, session: signedInAs('c-42'), handlers: { 'GET /logout': () => undefined } });
    service.logout('expired');
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/sign-in?returnTo=%2Flotto-tickets%3Fx%3D1', replace: true }]);
  });

  it('leaves a customer whose session expires on the moved sign-in page where they are', () => {
    const { service, navigations } = setup({ routeOverrides: { login: '/sign-in' }, path: '/sign-in?returnTo=%2Fcart', session: signedInAs('c-42'), handlers: { 'GET /logout': () => undefined } });
    service.logout('expired');
    expect(navigations()).toEqual([]);
  });

  it('sends an expired session from the close-my-account page to its success page', () => {
    const { service, navigations } = setup({ path: '/close-my-account', session: signedInAs('c-42'), handlers: { 'GET /logout': () => undefined } });
    service.logout('expired');
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/close-my-account/success', replace: true }]);
  });
});

describe('session service: reloading the customer', () => {
  const playBreak = { kind: 'break' as const, period: '7_days' as const, startsAt: '2026-01-15T09:00:00.000Z', endsAt: '2026-01-22T09:00:00.000Z' };

  it('re-reads GET /customer past the cache and puts the break on the session every remote reads', async () => {
    const { service, session, calls, queries } = setup({ session: signedInAs('C1'), handlers: { 'GET /customer': () => buildFullCustomer({ customerId: 'C1', playBreak }) } });
    queries.set(QUERY_KEYS.customer, buildFullCustomer({ customerId: 'C1' }));
    await service.reloadCustomer();
    expect(calls.map((call) => call.key)).toEqual(['GET /customer']);
    expect(session.get().customer?.playBreak).toEqual(playBreak);
    expect(session.get().isAuthenticated).toBe(true);
  });

  it('ignores an answer for another customer, and keeps what it had when the call fails', async () => {
    const other = setup({ session: signedInAs('C1'), handlers: { 'GET /customer': () => buildFullCustomer({ customerId: 'C2', playBreak }) } });
    await other.service.reloadCustomer();
    expect(other.session.get().customer?.playBreak).toBeUndefined();
    const failing = setup({ session: signedInAs('C1'), handlers: { 'GET /customer': () => Promise.reject(buildApiError(503)) } });
    await failing.service.reloadCustomer();
    expect(failing.session.get().customer?.customerId).toBe('C1');
  });

  it('asks nothing for a visitor', async () => {
    const { service, calls } = setup();
    await service.reloadCustomer();
    expect(calls).toEqual([]);
  });
});

describe('session service: the one publisher of wallet/changed', () => {
  const richer = (customerId: string) => buildFullCustomer({ customerId, balance: { amount: 4200, currency: 'AUD' } });

  it('reads the customer once after a write invalidates it, and announces the balance the header shows', async () => {
    const { queries, session, calls, events } = setup({ session: signedInAs('C1'), handlers: { 'GET /customer': () => richer('C1') } });
    queries.invalidate(QUERY_KEYS.customer);
    await waitFor(() => expect(events).toContainEqual({ type: 'wallet/changed', balance: { amount: 4200, currency: 'AUD' } }));
    expect(events.filter((event) => event.type === 'wallet/changed')).toHaveLength(1);
    expect(calls.map((call) => call.key)).toEqual(['GET /customer']);
    expect(session.get().customer?.balance).toEqual({ amount: 4200, currency: 'AUD' });
  });

  it('announces nothing when the answer is about another customer, or nobody is signed in', async () => {
    const other = setup({ session: signedInAs('C1'), handlers: { 'GET /customer': () => richer('C2') } });
    other.queries.invalidate(QUERY_KEYS.customer);
    await waitFor(() => expect(other.calls).toHaveLength(1));
    await Promise.resolve();
    expect(other.events.filter((event) => event.type === 'wallet/changed')).toEqual([]);
    const visitor = setup({ handlers: { 'GET /customer': () => richer('C1') } });
    visitor.queries.invalidate(QUERY_KEYS.customer);
    expect(visitor.calls).toEqual([]);
  });
});

describe('session service: inactivity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function signedInService() {
    const context = setup({ session: signedInAs('c-42'), tokens: { refreshToken: 'rt1', lastActivity: NOW }, handlers: { 'GET /logout': () => undefined } });
    const stop = context.service.start(window);
    return { ...context, stop };
  }

  it('signs out after the session timeout without activity, with a notice and a way back', () => {
    const { session, advance, notifications, navigations, stop } = signedInService();
    advance(DEFAULT_SESSION_TIMEOUT_MS - INACTIVITY_CHECK_MS);
    jest.advanceTimersByTime(DEFAULT_SESSION_TIMEOUT_MS - INACTIVITY_CHECK_MS);
    expect(session.get().isAuthenticated).toBe(true);
    advance(INACTIVITY_CHECK_MS);
    jest.advanceTimersByTime(INACTIVITY_CHECK_MS);
    expect(session.get()).toEqual(signedOut);
    expect(notifications.get()[0]?.title).toBe('Signed out');
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/login?returnTo=%2Flotto-tickets%3Fx%3D1', replace: true }]);
    stop();
  });

  it('keeps an active customer signed in, renewing the sign-in before the API’s timeout ends it', async () => {
    let renewals = 0;
    const context = setup({
      session: signedInAs('c-42'),
      tokens: { refreshToken: 'rt1', lastActivity: NOW },
      handlers: { 'POST /refresh': () => ({ accessToken: buildAccessToken('c-42', { nowMs: context.now() }), refreshToken: `rt${(renewals += 1) + 1}`, deviceUuid: 'd' }) },
    });
    const stop = context.service.start(window);
    for (let minute = 0; minute < 120; minute += 1) {
      context.advance(INACTIVITY_CHECK_MS);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      await jest.advanceTimersByTimeAsync(INACTIVITY_CHECK_MS);
    }
    expect(context.session.get().isAuthenticated).toBe(true);
    // Every half timeout (30 minutes) of the two hours, never more often.
    expect(renewals).toBe(4);
    expect(context.tokens.readRefreshToken()).toBe('rt5');
    stop();
  });

  it('signs out with the site’s own session timeout', () => {
    const context = setup({ session: signedInAs('c-42'), tokens: { refreshToken: 'rt1', lastActivity: NOW }, handlers: { 'GET /logout': () => undefined }, sessionTimeoutMs: 600_000 });
    const stop = context.service.start(window);
    context.advance(600_000);
    jest.advanceTimersByTime(600_000);
    expect(context.session.get()).toEqual(signedOut);
    stop();
  });

  it('counts activity in another tab (shared last-activity time)', () => {
    const { session, advance, tokens, now, stop } = signedInService();
    advance(DEFAULT_SESSION_TIMEOUT_MS - 1000);
    tokens.writeLastActivity(now());
    advance(1000);
    jest.advanceTimersByTime(DEFAULT_SESSION_TIMEOUT_MS);
    expect(session.get().isAuthenticated).toBe(true);
    stop();
  });

  it('follows another tab that signed out, without calling the API again', () => {
    const { session, tokens, calls, navigations, stop } = signedInService();
    tokens.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'df_rt', newValue: null }));
    expect(session.get()).toEqual(signedOut);
    expect(calls.filter((call) => call.key === 'GET /logout')).toEqual([]);
    expect(navigations()).toEqual([]);
    stop();
  });

  it('stops listening when stopped', () => {
    const { session, advance, stop } = signedInService();
    stop();
    advance(DEFAULT_SESSION_TIMEOUT_MS * 2);
    jest.advanceTimersByTime(DEFAULT_SESSION_TIMEOUT_MS * 2);
    expect(session.get().isAuthenticated).toBe(true);
  });
});

describe('session service: a sign-in during restore', () => {
  it('keeps the new sign-in when the slower restore answers afterwards', async () => {
    let answerCustomer: (value: unknown) => void = () => undefined;
    const { service, session, navigations } = setup({
      tokens: { refreshToken: 'rt1', accessToken: buildAccessToken('c-7', { nowMs: NOW }) },
      handlers: { 'GET /customer': () => new Promise((resolve) => (answerCustomer = resolve)) },
    });
    const restoring = service.restore();
    await service.completeLogin(buildLoginResult(), null);
    answerCustomer(buildFullCustomer({ customerId: 'c-7' }));
    await restoring;
    expect(session.get()).toMatchObject({ isAuthenticated: true, customerId: 'c-42' });
    expect(navigations()).toEqual([{ type: 'navigation/request', to: '/', replace: true }]);
  });
});
