import { createEventBus } from '../bus/event-bus';
import type { ApiClient, ApiRequest } from '../api-client/types';
import { createCartClient } from '../cart/cart-client';
import { memoryCookieJar } from '../cart/cookie-jar';
import type { Capability } from '../contract/capabilities';
import { CONTRACT_VERSION } from '../contract/contract-version';
import type { I18n } from '../contract/i18n';
import type { RemoteProps } from '../contract/remote-props';
import type { SiteInfo } from '../contract/site';
import { fillTemplate } from '../format/fill-template';
import { formatMoney } from '../format/money';
import { createCartStore } from '../stores/cart-store';
import { createSessionStore } from '../stores/session-store';

/**
 * Test data builders for remote mount props (STYLE.md "data builders instead of copied fixtures").
 * Only tests import this file, so it never reaches a bundle.
 */

/** A commercial en-AU site with the given capabilities. */
export function buildSite(overrides: Partial<SiteInfo> = {}): SiteInfo {
  const locale = overrides.locale ?? 'en-AU';
  const name = overrides.name ?? 'Demo Lotto';
  return {
    key: 'demo',
    name,
    locale,
    currency: locale === 'en-GB' ? 'GBP' : 'AUD',
    subVariant: locale === 'en-GB' ? 'GB' : 'AU',
    country: locale === 'en-GB' ? 'GB' : 'AU',
    subVariants: [
      { code: 'AU', currency: 'AUD' },
      { code: 'GB', currency: 'GBP' },
    ],
    timeZone: locale === 'en-GB' ? 'Europe/London' : 'Australia/Sydney',
    capabilities: ['commercial-lotteries', 'multi-offer-site'] satisfies Capability[],
    constants: {
      siteName: name,
      siteLocale: locale,
      baseUrl: 'https://demo.example',
      supportNumber: '1300 000 000',
      supportOpeningHours: '9am–5pm',
      supportEmail: 'help@demo.example',
      disableIndexing: false,
      minimumRegistrationAge: 18,
    },
    navigation: [],
    socialLinks: [],
    routeOverrides: {},
    appKey: 'test-app-key',
    ...overrides,
  };
}

/** i18n that answers every key with its fallback, so tests read the texts the code ships with. */
export function buildI18n(site: Pick<SiteInfo, 'locale' | 'currency' | 'timeZone'>): I18n {
  return {
    locale: site.locale,
    currency: site.currency,
    timeZone: site.timeZone,
    t: (_key, fallback, params) => fillTemplate(fallback, params),
    money: (minor) => formatMoney(minor, site.currency, site.locale),
  };
}

/** An API client whose `request` fails loudly for any call the test did not stub. */
export function buildApi(request?: (request: ApiRequest) => Promise<unknown>): ApiClient {
  return {
    request: (request ?? ((r: ApiRequest) => Promise.reject(new Error(`Unexpected API call ${r.method ?? 'GET'} ${r.path}`)))) as ApiClient['request'],
    clearCache: () => undefined,
  };
}

/**
 * Complete mount props with real shared stores, bus and cart client (on in-memory cookies, over the
 * props' own API, stores and bus); override any part.
 */
export function buildRemoteProps(overrides: Partial<RemoteProps> = {}): RemoteProps {
  const site = overrides.site ?? buildSite();
  const props: Omit<RemoteProps, 'cartClient'> = {
    contractVersion: CONTRACT_VERSION,
    basePath: '/',
    site,
    bus: createEventBus({ validate: true }),
    session: createSessionStore(),
    cart: createCartStore(site.currency),
    api: buildApi(),
    notify: () => undefined,
    i18n: buildI18n(site),
    navigate: () => undefined,
    ...overrides,
  };
  const cartClient =
    overrides.cartClient ?? createCartClient({ api: props.api, cartStore: props.cart, sessionStore: props.session, cookies: memoryCookieJar(), bus: props.bus });
  return { ...props, cartClient };
}
