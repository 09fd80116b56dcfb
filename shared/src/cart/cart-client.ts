import { ApiError } from '../api-client/api-error';
import type { ApiClient } from '../api-client/types';
import type { EventBus } from '../bus/event-bus';
import type { Cart, CartItemAdd } from '../contract/cart';
import { readSafeToken } from '../rules/tokens';
import type { CartStore } from '../stores/cart-store';
import type { SessionStore } from '../stores/session-store';
import { AFFILIATE_COOKIE, CART_COOKIE_DAYS, captureAffiliateCode, storedAffiliateCode } from './affiliate';
import { toCartAddError } from './cart-add-error';
import type { CookieJar } from './cookie-jar';

/** Cookie holding a visitor's anonymous cart token (storefront §4 "Anonymous cart"). */
export const CART_TOKEN_COOKIE = 'df_cart';
/** API version of every cart call (storefront §9). */
export const CART_API_VERSION = '3.3';
/** Repeated adds of the same item within this time are one add (storefront §9). */
export const ADD_DEBOUNCE_MS = 1000;
/** Cart fetches within this time share one answer (storefront §9). */
export const FETCH_DEBOUNCE_MS = 500;

export interface CartClientDeps {
  api: ApiClient;
  cartStore: CartStore;
  sessionStore: SessionStore;
  cookies: CookieJar;
  /** When given, every change is announced as `cart/changed`. */
  bus?: EventBus;
  /** Milliseconds clock for the debounces; injectable for tests. */
  now?: () => number;
}

export interface CartClient {
  /** The visitor's or customer's cart, creating an anonymous cart when the visitor has none. */
  ensureCart(): Promise<Cart>;
  /** Adds one ticket (the affiliate code, if stored, goes with it once); rejects with a CartAddError on a 4xx. */
  addItem(item: CartItemAdd): Promise<Cart>;
  /** Fetches the cart again; null for a visitor who has no cart yet. */
  refresh(): Promise<Cart | null>;
  /** Stores the `aff` parameter of a query string for the next add. */
  captureAffiliateCode(search: string): string | null;
  /**
   * After sign-in: moves the visitor's anonymous cart into the customer's cart and drops its token
   * (storefront §4). Answers the customer cart, or null when there was no anonymous cart to move.
   */
  convertAnonymousCart(): Promise<Cart | null>;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The one cart client every remote uses: the spec's anonymous-cart rules (token cookie for 14 days,
 * dropped when fetching fails, a new cart on 404), the customer cart for signed-in customers,
 * the affiliate code, the add and fetch debounces, and the shared cart summary and bus event.
 */
export function createCartClient({ api, cartStore, sessionStore, cookies, bus, now = Date.now }: CartClientDeps): CartClient {
  let lastFetch: { at: number; signedIn: boolean; promise: Promise<Cart | null> } | null = null;
  let lastAdd: { at: number; key: string; promise: Promise<Cart> } | null = null;

  const signedIn = () => sessionStore.get().isAuthenticated;
  const storedToken = () => readSafeToken(cookies.get(CART_TOKEN_COOKIE));
  const anonPath = (token: string) => `/anon-cart/${encodeURIComponent(token)}`;

  function publish(cart: Cart, anonymousToken: string | null): Cart {
    const summary = { itemCount: cart.cartItems.length, total: cart.cartTotal, anonymousToken };
    cartStore.set(summary);
    bus?.emit({ type: 'cart/changed', itemCount: summary.itemCount, total: summary.total });
    return cart;
  }

  function publishEmpty(): null {
    const current = cartStore.get();
    if (current.itemCount !== 0 || current.total.amount !== 0 || current.anonymousToken !== null) {
      cartStore.set({ itemCount: 0, total: { amount: 0, currency: current.total.currency }, anonymousToken: null });
      bus?.emit({ type: 'cart/changed', itemCount: 0, total: { amount: 0, currency: current.total.currency } });
    }
    return null;
  }

  async function createAnonCart(): Promise<Cart> {
    const cart = await api.request<Cart>({ method: 'POST', path: '/anon-cart', version: CART_API_VERSION });
    const token = readSafeToken(cart.cartReference);
    if (!token) throw new Error(`POST /anon-cart answered an unusable cart token ${JSON.stringify(cart.cartReference)}`);
    cookies.set(CART_TOKEN_COOKIE, token, { maxAgeDays: CART_COOKIE_DAYS });
    return publish(cart, token);
  }

  /** The anonymous cart of a stored token: a 404 starts a new cart, any other failure forgets the token. */
  async function fetchAnonCart(token: string): Promise<Cart> {
    let cart: Cart;
    try {
      cart = await api.request<Cart>({ path: anonPath(token), version: CART_API_VERSION });
    } catch (error) {
      cookies.remove(CART_TOKEN_COOKIE);
      if (isNotFound(error)) return createAnonCart();
      publishEmpty();
      throw error;
    }
    return publish(cart, token);
  }

  async function fetchCustomerCart(): Promise<Cart> {
    const cart = await api.request<Cart>({ path: '/cart/items', version: CART_API_VERSION });
    return publish(cart, null);
  }

  function fetchCart(): Promise<Cart | null> {
    if (signedIn()) return fetchCustomerCart();
    const token = storedToken();
    return token ? fetchAnonCart(token) : Promise.resolve(publishEmpty());
  }

  /** Fetches shared within FETCH_DEBOUNCE_MS (and while in flight), unless the session changed in between. */
  function refresh(): Promise<Cart | null> {
    const at = now();
    if (lastFetch && lastFetch.signedIn === signedIn() && at - lastFetch.at < FETCH_DEBOUNCE_MS) return lastFetch.promise;
    const promise = fetchCart();
    lastFetch = { at, signedIn: signedIn(), promise };
    // A failed fetch must not be handed to the next caller as if it were fresh.
    promise.catch(() => {
      if (lastFetch?.promise === promise) lastFetch = null;
    });
    return promise;
  }

  async function ensureCart(): Promise<Cart> {
    const cart = await refresh();
    return cart ?? createAnonCart();
  }

  async function postItem(body: CartItemAdd): Promise<Cart> {
    if (signedIn()) {
      const cart = await api.request<Cart>({ method: 'POST', path: '/cart/items', version: CART_API_VERSION, body });
      return publish(cart, null);
    }
    const token = storedToken() ?? (await createAnonCart()).cartReference;
    try {
      const cart = await api.request<Cart>({ method: 'POST', path: `${anonPath(token)}/items`, version: CART_API_VERSION, body });
      return publish(cart, token);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      // The stored cart expired between page load and the add: start a new one and add once more.
      cookies.remove(CART_TOKEN_COOKIE);
      const fresh = (await createAnonCart()).cartReference;
      const cart = await api.request<Cart>({ method: 'POST', path: `${anonPath(fresh)}/items`, version: CART_API_VERSION, body });
      return publish(cart, fresh);
    }
  }

  async function sendItem(item: CartItemAdd): Promise<Cart> {
    const affiliateCode = storedAffiliateCode(cookies);
    const body: CartItemAdd = affiliateCode ? { ...item, affiliateCode } : item;
    try {
      const cart = await postItem(body);
      // The code is credited once: the first successful add uses it up.
      if (affiliateCode) cookies.remove(AFFILIATE_COOKIE);
      lastFetch = null;
      return cart;
    } catch (error) {
      throw toCartAddError(error);
    }
  }

  function addItem(item: CartItemAdd): Promise<Cart> {
    const at = now();
    const key = JSON.stringify(item);
    // A double click or an impatient second press is the same add, not a second ticket.
    if (lastAdd && lastAdd.key === key && at - lastAdd.at < ADD_DEBOUNCE_MS) return lastAdd.promise;
    const promise = sendItem(item);
    lastAdd = { at, key, promise };
    // A refused or failed add can be tried again at once: only a pending or successful add is repeated.
    promise.catch(() => {
      if (lastAdd?.promise === promise) lastAdd = null;
    });
    return promise;
  }

  async function convertAnonymousCart(): Promise<Cart | null> {
    const token = storedToken();
    if (!token || !signedIn()) return null;
    lastFetch = null;
    let cart: Cart;
    try {
      cart = await api.request<Cart>({ method: 'POST', path: `${anonPath(token)}/convert`, version: CART_API_VERSION });
    } catch (error) {
      // A cart that has gone has nothing to move; any other failure keeps the token for the next try.
      if (!isNotFound(error)) throw error;
      cookies.remove(CART_TOKEN_COOKIE);
      return null;
    }
    cookies.remove(CART_TOKEN_COOKIE);
    return publish(cart, null);
  }

  return {
    ensureCart,
    convertAnonymousCart,
    addItem,
    refresh,
    captureAffiliateCode: (search) => captureAffiliateCode(search, cookies),
  };
}
