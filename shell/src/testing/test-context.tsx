import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { createEventBus } from '@drawfront/shared/bus/event-bus';
import { createCartClient } from '@drawfront/shared/cart/cart-client';
import { memoryCookieJar } from '@drawfront/shared/cart/cookie-jar';
import type { CookieJar } from '@drawfront/shared/cart/cookie-jar';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import { CONTRACT_VERSION } from '@drawfront/shared/contract/contract-version';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import { createCartStore } from '@drawfront/shared/stores/cart-store';
import { createNotificationStore } from '@drawfront/shared/stores/notification-store';
import { createNotificationsFeedStore } from '@drawfront/shared/stores/notifications-feed-store';
import { createSessionStore, signedOut, type CustomerSummary } from '@drawfront/shared/stores/session-store';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { buildApi, buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import type { ShellContext } from '../lib/shell-context';
import { createSessionService } from '../features/session/session-service';
import { memoryTokenStorage } from './memory-token-storage';
import { createPageVisits } from '../lib/page-visits';

/**
 * Test data builders for the shell's chrome (STYLE.md "data builders"): a ShellContext made of the
 * real shared stores and bus. Only tests import this file.
 */

export interface TestContextOptions {
  site?: Partial<SiteInfo>;
  capabilities?: Capability[];
  /** A signed-in customer (fields override the defaults), or null/absent for a visitor. */
  customer?: Partial<CustomerSummary> | null;
  cartItems?: number;
  /** The API every part of the context calls (default: one that fails any call). */
  api?: ApiClient;
  /** Cookies of the page's cart client (default: empty, in memory). */
  cookies?: CookieJar;
}

export function buildCustomer(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    customerId: 'c-1001',
    firstname: 'Alex',
    lastname: 'Nguyen',
    email: 'alex@example.com',
    balance: { amount: 1250, currency: 'AUD' },
    forcePasswordChange: false,
    accountUpgrade: false,
    ...overrides,
  };
}

/** A whole ShellContext; build it after `jest.useFakeTimers()` to control notification auto-dismissal. */
export function buildShellContext(options: TestContextOptions = {}): ShellContext {
  const site = buildSite({ ...(options.capabilities ? { capabilities: options.capabilities } : {}), ...options.site });
  const customer = options.customer ? buildCustomer(options.customer) : null;
  const cart = createCartStore(site.currency);
  cart.update((current) => ({ ...current, itemCount: options.cartItems ?? 0 }));
  const bus = createEventBus({ validate: true });
  const session = createSessionStore(customer ? { isAuthenticated: true, customerId: customer.customerId, accessToken: 'access-token', customer } : signedOut);
  const notifications = createNotificationStore();
  const api = options.api ?? buildApi();
  const pathTo = createPathTo(site);
  const cartClient = createCartClient({ api, cartStore: cart, sessionStore: session, cookies: options.cookies ?? memoryCookieJar(), bus });
  const sessionService = createSessionService({ api, bus, session, cart, notifications, tokens: memoryTokenStorage(), cartClient: { convertAnonymousCart: () => Promise.resolve(null) }, pathTo, currentPath: () => '/' });
  return {
    site,
    pathTo,
    release: { id: 'release-test', site: site.key, contractVersion: CONTRACT_VERSION, remotes: {}, createdAt: '2025-01-01T00:00:00Z', createdBy: 'test', notes: '' },
    bus,
    session,
    sessionService,
    cart,
    cartClient,
    notifications,
    notificationsFeed: createNotificationsFeedStore(),
    api,
    i18n: buildI18n(site),
    bootedAt: Date.now(),
    pageVisits: createPageVisits('/'),
  };
}

/** Renders inside a memory router at `path`, as the shell's chrome always is. */
export function renderAt(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
