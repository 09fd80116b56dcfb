import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { EventBus } from '@drawfront/shared/bus/event-bus';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import type { Customer, LoginResult, RefreshResult } from '@drawfront/shared/contract/customer';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { emptyCart } from '@drawfront/shared/stores/cart-store';
import type { CartStore } from '@drawfront/shared/stores/cart-store';
import type { NotificationStore } from '@drawfront/shared/stores/notification-store';
import { signedOut } from '@drawfront/shared/stores/session-store';
import type { SessionStore } from '@drawfront/shared/stores/session-store';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { createStore } from '@drawfront/shared/stores/store';
import { DEFAULT_SESSION_TIMEOUT_SECONDS, INACTIVITY_CHECK_MS } from '@drawfront/shared/rules/session-timing';
import type { LogoutOptions, LogoutReason, SessionService, SessionStatus } from '../../lib/session-service';
import { decodeAccessToken, isUnexpired, tokenBelongsTo } from './access-token';
import { toCustomerSummary } from './customer-summary';
import { EXPIRED_NOTIFICATION, UNAUTHORISED_NOTIFICATION } from './session-messages';
import { expiryDestination, forcedDestination } from './session-paths';
import { REFRESH_TOKEN_KEY } from './token-storage';
import type { TokenStorage } from './token-storage';
import type { QueryClient } from '@drawfront/shared/data/query-client';
import { QUERY_KEYS } from '@drawfront/shared/data/query-defaults';
import { readQuery } from '@drawfront/shared/data/read-query';
import { customerQuery } from '@drawfront/shared/data/use-customer';
import { publishWalletChanges } from '@drawfront/shared/data/wallet-changes';

/** Session timeout default (groups spec §9: 3600 s); the site's constants carry the API's configured one. */
export const DEFAULT_SESSION_TIMEOUT_MS = DEFAULT_SESSION_TIMEOUT_SECONDS * 1000;
/** How often the inactivity timer looks at the last activity. */
export { INACTIVITY_CHECK_MS };
/** Activity is written to storage at most this often (a scroll fires many events). */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;
/** Tabs of one browser refresh under this Web Lock, so two never spend the same single-use refresh token. */
const REFRESH_LOCK = 'df-session-refresh';

export interface SessionServiceDeps {
  api: ApiClient;
  bus: EventBus;
  session: SessionStore;
  cart: CartStore;
  notifications: NotificationStore;
  tokens: TokenStorage;
  /** Merges the visitor's anonymous cart after sign-in (the shared cart client owns the token cookie and the rule). */
  cartClient: Pick<CartClient, 'convertAnonymousCart'>;
  /** The site's links: where sign-in, expiry and forced redirects go (per-site overrides apply). */
  pathTo: PathTo;
  /**
   * The page's query cache: invalidating `['customer']` (a purchase, a deposit, a break taken) re-reads the
   * customer into the session (the header's wallet); sign-in and sign-out forget every answer.
   */
  queries?: QueryClient;
  /** The page's path and query, for the return address after an expiry (default: `window.location`). */
  currentPath?: () => string;
  now?: () => number;
  sessionTimeoutMs?: number;
}

/** The session could not be confirmed (bad or foreign token, no refresh token): a reason to sign out, not to retry. */
class SessionRejected extends Error {}

/** Network trouble, a timeout or a server fault: the stored session may still be good, so it is kept for the next load. */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 408 || error.status >= 500);
}

function withRefreshLock<T>(renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, renew) as Promise<T>) : renew();
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export function createSessionService(deps: SessionServiceDeps): SessionService {
  const { api, bus, session, cart, notifications, tokens, cartClient, pathTo, queries } = deps;
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS;
  const currentPath = deps.currentPath ?? (() => `${window.location.pathname}${window.location.search}`);
  const status = createStore<SessionStatus>(!session.get().isAuthenticated && tokens.readRefreshToken() ? 'restoring' : 'ready');
  let refreshing: Promise<boolean> | null = null;
  let lastActivity = 0;
  // Only set when the API issued a refresh token that breaks the storage rule: the session then lasts as long as the tab.
  let unstorableRefreshToken: string | null = null;

  const navigate = (to: string) => bus.emit({ type: 'navigation/request', to, replace: true });

  function storeTokens(result: { accessToken: string; refreshToken: string }): void {
    const stored = tokens.write(result);
    unstorableRefreshToken = stored ? null : result.refreshToken;
    if (!stored) console.warn('[drawfront] the refresh token is not made of [A-Za-z0-9_-]; it is kept for this tab only');
  }

  function signIn(accessToken: string, customer: Customer): void {
    const summary = toCustomerSummary(customer);
    queries?.clear();
    session.set({ isAuthenticated: true, customerId: customer.customerId, accessToken, customer: summary });
    bus.emit({ type: 'session/changed', isAuthenticated: true, customerId: customer.customerId });
    bus.emit({ type: 'wallet/changed', balance: summary.balance });
  }

  function logout(reason: LogoutReason, options: LogoutOptions = {}): void {
    if (session.get().accessToken && options.callApi !== false) {
      // Started before the session is cleared, because the client reads the bearer as the call starts. Best effort: the tokens go either way.
      api.request({ path: '/logout', skipAuthRefresh: true, noSitewideError: true }).catch(() => undefined);
    }
    tokens.clear();
    unstorableRefreshToken = null;
    session.set(signedOut);
    cart.set(emptyCart(cart.get().total.currency));
    // Remotes built before the query layer may still have cached GETs in the client; the layer's own answers go with `clear`.
    api.clearCache();
    queries?.clear();
    status.set('ready');
    bus.emit({ type: 'session/changed', isAuthenticated: false, customerId: null });
    if (options.notify !== false && reason === 'unauthorised') notifications.show(UNAUTHORISED_NOTIFICATION);
    if (options.notify !== false && reason === 'expired') notifications.show(EXPIRED_NOTIFICATION);
    if (options.navigate === false) return;
    const requested = safeReturnPath(options.redirectTo);
    const to = requested ?? (reason === 'user' ? pathTo('home') : expiryDestination(pathTo, currentPath()));
    if (to) navigate(to);
  }

  /** POST /refresh; the new access token must decode and belong to the signed-in customer (storefront §4). */
  async function renew(): Promise<void> {
    const refreshToken = tokens.readRefreshToken() ?? unstorableRefreshToken;
    if (!refreshToken) throw new SessionRejected('no refresh token is stored');
    const result = await api.request<RefreshResult>({ method: 'POST', path: '/refresh', body: { refreshToken }, skipAuthRefresh: true, noSitewideError: true });
    const payload = decodeAccessToken(result?.accessToken);
    const current = session.get().customerId;
    if (!payload || typeof result.refreshToken !== 'string' || (current !== null && payload.customer_id !== current)) {
      throw new SessionRejected('the refreshed access token does not belong to the signed-in customer');
    }
    storeTokens(result);
    session.update((state) => ({ ...state, customerId: payload.customer_id, accessToken: result.accessToken }));
  }

  function refresh(): Promise<boolean> {
    // A visitor's 401 is no session to end: there is nothing to renew and nobody to sign out.
    if (!session.get().accessToken && status.get() === 'ready') return Promise.resolve(false);
    refreshing ??= withRefreshLock(renew)
      .then(() => true)
      .catch(() => {
        // While restoring, the route guard takes over quietly: a stale session on a fresh visit is no error to announce.
        const quiet = status.get() === 'restoring';
        logout('unauthorised', quiet ? { navigate: false, notify: false } : {});
        return false;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function restore(): Promise<void> {
    if (status.get() !== 'restoring') return;
    const last = tokens.readLastActivity();
    if (last !== null && now() - last >= timeoutMs) {
      logout('expired', { navigate: false, notify: false });
      return;
    }
    try {
      const stored = tokens.readAccessToken();
      const payload = decodeAccessToken(stored);
      // A reload of this tab reuses its unexpired access token; a new tab or visit renews first.
      if (stored && payload && isUnexpired(payload, now())) session.set({ ...signedOut, customerId: payload.customer_id, accessToken: stored });
      else await withRefreshLock(renew);
      const customer = await readQuery(queries, customerQuery(api));
      // A sign-in that finished meanwhile owns the session now.
      if (status.get() !== 'restoring') return;
      const { accessToken, customerId } = session.get();
      if (!accessToken || !customer || customer.customerId !== customerId) throw new SessionRejected('GET /customer answered for another customer');
      signIn(accessToken, customer);
      noteActivity();
      status.set('ready');
      const forced = forcedDestination(pathTo, customer);
      if (forced && currentPath().split('?')[0] !== forced) navigate(forced);
    } catch (error) {
      if (status.get() !== 'restoring') return;
      if (isUnavailable(error)) {
        // Keep the stored tokens for the next load; this page goes on as a visitor.
        session.set(signedOut);
        status.set('ready');
        return;
      }
      logout('unauthorised', { navigate: false, notify: false });
    }
  }

  /** POST /anon-cart/{token}/convert through the cart client, which drops the token and publishes the merged cart (storefront §4). */
  async function convertAnonymousCart(): Promise<void> {
    try {
      await cartClient.convertAnonymousCart();
    } catch {
      // The customer can still shop: the merge is a convenience, and the cart client keeps the token for another try.
    }
  }

  async function completeLogin(result: LoginResult, returnTo: string | null): Promise<void> {
    const customer = result?.customer;
    if (!customer || !tokenBelongsTo(result.accessToken, customer.customerId) || typeof result.refreshToken !== 'string' || result.refreshToken === '') {
      // The customer is on the sign-in page already: stay there, with the spec's 401 notice.
      logout('unauthorised', { navigate: false });
      return;
    }
    storeTokens(result);
    signIn(result.accessToken, customer);
    bus.emit({ type: 'session/logged-in', customerId: customer.customerId });
    status.set('ready');
    noteActivity(true);
    await convertAnonymousCart();
    if (session.get().customerId !== customer.customerId) return;
    const to = forcedDestination(pathTo, customer) ?? safeReturnPath(returnTo) ?? pathTo('home');
    if (to) navigate(to);
  }

  /** Re-reads `GET /customer` after a write invalidated `['customer']` or a remote said `customer/changed`; a failure keeps what is shown. */
  async function reloadCustomer(): Promise<void> {
    const { accessToken, customerId } = session.get();
    if (!accessToken || !customerId) return;
    try {
      const customer = await readQuery(queries, customerQuery(api));
      const current = session.get();
      // Signed out or switched customer meanwhile: this answer is about nobody on the page now.
      if (!current.isAuthenticated || current.customerId !== customerId || customer?.customerId !== customerId) return;
      session.update((state) => ({ ...state, customer: toCustomerSummary(customer) }));
    } catch {
      // The header keeps what it showed; the API refuses whatever the record no longer allows anyway.
    }
  }

  function noteActivity(force = false): void {
    const at = now();
    if (!force && at - lastActivity < ACTIVITY_WRITE_INTERVAL_MS) return;
    lastActivity = at;
    tokens.writeLastActivity(at);
  }

  function checkInactivity(): void {
    if (!session.get().isAuthenticated) return;
    // Another tab's activity counts too: it writes the same storage key.
    const last = Math.max(lastActivity, tokens.readLastActivity() ?? 0);
    if (now() - last >= timeoutMs) {
      logout('expired');
      return;
    }
    // The API ends a sign-in unused for the same timeout (its refresh token expires). A customer active here
    // may make no call for a while (reading, filling a form): renew at half the timeout so the API keeps them.
    const issued = decodeAccessToken(session.get().accessToken)?.iat;
    if (issued !== undefined && status.get() === 'ready' && now() - issued * 1000 >= timeoutMs / 2) void refresh();
  }

  queries?.subscribe(QUERY_KEYS.customer, () => void reloadCustomer());
  // The one publisher of `wallet/changed`: the same re-read of the customer, announced for the event's listeners.
  if (queries) publishWalletChanges({ queries, api, bus, signedInCustomerId: () => (session.get().isAuthenticated ? session.get().customerId : null) });

  function start(target: Window = window): () => void {
    void restore();
    const onActivity = () => noteActivity();
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true });
    const onStorage = (event: StorageEvent) => {
      // Another tab signed out (it removed the refresh token): follow it without calling the API again.
      if (event.key !== null && event.key !== REFRESH_TOKEN_KEY) return;
      if (event.newValue === null && session.get().isAuthenticated && !tokens.readRefreshToken()) logout('user', { navigate: false, notify: false, callApi: false });
    };
    target.addEventListener('storage', onStorage);
    const timer = setInterval(checkInactivity, INACTIVITY_CHECK_MS);
    return () => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity);
      target.removeEventListener('storage', onStorage);
      clearInterval(timer);
    };
  }

  return {
    status,
    completeLogin,
    refresh,
    restore,
    reloadCustomer,
    logout,
    noteActivity: () => noteActivity(),
    checkInactivity,
    start,
  };
}
