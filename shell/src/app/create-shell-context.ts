import { createApiClient } from '@drawfront/shared/api-client/create-api-client';
import { createPageVisits } from '../lib/page-visits';
import { createCartClient } from '@drawfront/shared/cart/cart-client';
import { documentCookieJar } from '@drawfront/shared/cart/cookie-jar';
import { createEventBus } from '@drawfront/shared/bus/event-bus';
import { createQueryClient } from '@drawfront/shared/data/query-client';
import { createI18n } from '@drawfront/shared/i18n/create-i18n';
import { createCartStore } from '@drawfront/shared/stores/cart-store';
import { createNotificationStore } from '@drawfront/shared/stores/notification-store';
import { createNotificationsFeedStore } from '@drawfront/shared/stores/notifications-feed-store';
import { createSessionStore } from '@drawfront/shared/stores/session-store';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { browserSessionId, visitorId } from '../features/boot/browser-ids';
import type { BootData } from '@drawfront/shared/boot/boot-data';
import { createSessionService } from '../features/session/session-service';
import { webTokenStorage } from '../features/session/token-storage';
import { createStepUpController } from '../features/step-up/step-up-controller';
import type { SessionService } from '../lib/session-service';
import type { ShellContext } from '../lib/shell-context';

/** Makes the one bus, the stores and the API client of this page from what boot loaded. */
/**
 * `translations` is filled in after boot loads them (features/translations): i18n reads the same
 * record, so texts loaded later show on the next render.
 */
export function createShellContext(data: BootData, bootedAt: number, translations: Record<string, string> = {}): ShellContext {
  const { signingSecret, ...site } = data.site;
  // Validating every bus event costs a little; it catches a remote's wrong payload early in development.
  const bus = createEventBus({ validate: process.env.NODE_ENV !== 'production' });
  const session = createSessionStore();
  const cart = createCartStore(site.currency);
  const notifications = createNotificationStore();
  const notificationsFeed = createNotificationsFeedStore();
  const pathTo = createPathTo(site);
  // The client and the session service need each other: the client asks the service to refresh, the service calls the API.
  let sessionService: SessionService | null = null;
  // The client asks the step-up controller to elevate on 403 REQUIRED; the controller sends the code through the client.
  const stepUp = createStepUpController({ api: () => api, bus, notifications });
  const api = createApiClient({
    discovery: data.discovery,
    appKey: site.appKey,
    signingSecret,
    site: site.key,
    subVariant: site.subVariant,
    getSession: () => ({ accessToken: session.get().accessToken, customerId: session.get().customerId }),
    sessionId: browserSessionId(),
    deviceId: visitorId(),
    onSitewideError: (status, code) => bus.emit({ type: 'error/sitewide', status, code }),
    refreshSession: () => sessionService?.refresh() ?? Promise.resolve(false),
    elevate: (error) => stepUp.elevate(error),
  });
  // A read that still answers 401 after the client's own refresh means the sign-in is gone: end it cleanly
  // (an idle tab's notifications poll would otherwise ask with the dead token every minute).
  const queries = createQueryClient({
    onUnauthorised: () => {
      if (session.get().isAuthenticated) sessionService?.logout('unauthorised');
    },
  });
  // The page's one cart client: the header, the session service and every remote share its debounces.
  const cartClient = createCartClient({ api, cartStore: cart, sessionStore: session, cookies: documentCookieJar(), bus, queries });
  sessionService = createSessionService({
    api,
    bus,
    session,
    cart,
    notifications,
    tokens: webTokenStorage(() => window.localStorage, () => window.sessionStorage),
    cartClient,
    queries,
    pathTo,
    // The API's configured timeout (its sign-ins end after it too); the spec's 3600 s when the site sends none.
    ...(site.constants.sessionTimeoutSeconds ? { sessionTimeoutMs: site.constants.sessionTimeoutSeconds * 1000 } : {}),
  });
  const i18n = createI18n({ locale: site.locale, currency: site.currency, timeZone: site.timeZone, translations });
  const pageVisits = createPageVisits(window.location.pathname);
  return { site, pathTo, release: data.resolution.release, bus, session, sessionService, cart, cartClient, notifications, notificationsFeed, api, queries, i18n, bootedAt, stepUp, pageVisits };
}
