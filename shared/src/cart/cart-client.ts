import { ApiError } from '../api-client/api-error';
import type { ApiClient } from '../api-client/types';
import type { EventBus } from '../bus/event-bus';
import type { Cart, CartItemAdd, CartItemChange, KindCartItemAdd } from '../contract/cart';
import { readSafeToken } from '../rules/tokens';
import { emptyCart } from '../stores/cart-store';
import type { CartStore } from '../stores/cart-store';
import type { SessionStore } from '../stores/session-store';
import { AFFILIATE_COOKIE, CART_COOKIE_DAYS, captureAffiliateCode, storedAffiliateCode } from './affiliate';
import { toCartAddError } from './cart-add-error';
import type { CookieJar } from './cookie-jar';
import type { QueryClient } from '../data/query-client';
import { QUERY_KEYS } from '../data/query-defaults';

/** Cookie holding a visitor's anonymous cart token (storefront §4 "Anonymous cart"). */
export const CART_TOKEN_COOKIE = 'df_cart';
/** API version of every cart call (storefront §9). */
export const CART_API_VERSION = '3.3';
/** Repeated adds of the same item within this time are one add (storefront §9). */
export const ADD_DEBOUNCE_MS = 1000;
/** Cart fetches, and builds with no change between them, within this time share one answer (storefront §9). */
export const FETCH_DEBOUNCE_MS = 500;
/** The same promotion code sent again within this time is one call (storefront §7, §9). */
export const PROMOTION_DEBOUNCE_MS = 500;

export interface CartClientDeps {
  api: ApiClient;
  cartStore: CartStore;
  sessionStore: SessionStore;
  cookies: CookieJar;
  /** When given, every change is announced as `cart/changed`. */
  bus?: EventBus;
  /** Milliseconds clock for the debounces; injectable for tests. */
  now?: () => number;
  /**
   * The page's query cache: invalidating `['cart']` there (a purchase, a deposit that bought nothing, a
   * replayed cart) drops the shared answers and reads the cart again, so every page and the header follow.
   */
  queries?: Pick<QueryClient, 'subscribe'>;
}

export interface CartClient {
  /** The visitor's or customer's cart, creating an anonymous cart when the visitor has none. */
  ensureCart(): Promise<Cart>;
  /**
   * Adds one ticket line, or a line of another kind (lotto party shares, a membership: `{ productType, key, quantity }`);
   * the affiliate code, if stored, goes with a ticket once. Rejects with a CartAddError on a 4xx.
   */
  addItem(item: CartItemAdd | KindCartItemAdd): Promise<Cart>;
  /** Fetches the cart again; null for a visitor who has no cart yet. */
  refresh(): Promise<Cart | null>;
  /** Stores the `aff` parameter of a query string for the next add. */
  captureAffiliateCode(search: string): string | null;
  /**
   * After sign-in: moves the visitor's anonymous cart into the customer's cart and drops its token
   * (storefront §4). Answers the customer cart, or null when there was no anonymous cart to move.
   */
  convertAnonymousCart(): Promise<Cart | null>;
  /** Changes one line (its draws or games) of the customer's cart, or of the visitor's anonymous cart. */
  changeItem(itemId: string, change: CartItemChange): Promise<Cart>;
  /** Takes one line out of the cart (the promotion code too, by its id). */
  removeItem(itemId: string): Promise<Cart>;
  /**
   * Gives the cart a promotion code (storefront §7 "Promotions", v3.3). The same code again within
   * PROMOTION_DEBOUNCE_MS is the same call. `idempotencyKey` goes with a customer's call: a credit code is
   * redeemed into the wallet at once, and a retry with the key must not credit twice. Rejects with the
   * ApiError of a refusal (code promotion_not_added, its message saying why).
   */
  addPromotion(code: string, idempotencyKey: string): Promise<Cart>;
  /** Takes the promotion code off the cart. */
  removePromotion(): Promise<Cart>;
  /**
   * Re-prices the cart on the server and fills its blocked reasons. Builds within FETCH_DEBOUNCE_MS with
   * no change in between share one answer (storefront §9), unless `fresh` (the customer asked to refresh).
   */
  build(options?: { fresh?: boolean }): Promise<Cart>;
  /**
   * After a purchase: the server emptied the customer's cart, so every page shows it empty at once,
   * without asking again, and no earlier answer is handed out as current.
   */
  clearAfterPurchase(): void;
}

/** The cart a call is for: its path prefix, and the anonymous token the summary keeps (null for a customer). */
interface CartOwner {
  path: string;
  anonymousToken: string | null;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The one cart client of a page (the shell makes it; remotes get it as `props.cartClient`): the spec's
 * anonymous-cart rules (token cookie for 14 days, dropped when fetching fails, a new cart on 404), the
 * customer cart for signed-in customers, the affiliate code, line changes and the server-side build,
 * the add, fetch and build debounces, and the shared cart summary and bus event after every answer.
 */
export function createCartClient({ api, cartStore, sessionStore, cookies, bus, now = Date.now, queries }: CartClientDeps): CartClient {
  let lastFetch: { at: number; signedIn: boolean; promise: Promise<Cart | null> } | null = null;
  let lastAdd: { at: number; key: string; promise: Promise<Cart> } | null = null;
  let lastBuild: { at: number; path: string; promise: Promise<Cart> } | null = null;
  let lastPromotion: { at: number; key: string; promise: Promise<Cart> } | null = null;

  const signedIn = () => sessionStore.get().isAuthenticated;
  const storedToken = () => readSafeToken(cookies.get(CART_TOKEN_COOKIE));
  const anonPath = (token: string) => `/anon-cart/${encodeURIComponent(token)}`;

  function publish(cart: Cart, anonymousToken: string | null): Cart {
    const summary = { itemCount: cart.cartItems.length, total: cart.cartTotal, anonymousToken };
    cartStore.set(summary);
    bus?.emit({ type: 'cart/changed', itemCount: summary.itemCount, total: summary.total });
    return cart;
  }

  /** Every change makes earlier fetch and build answers stale: the next caller must ask again. */
  function forgetAnswers(): void {
    lastFetch = null;
    lastBuild = null;
  }

  queries?.subscribe(QUERY_KEYS.cart, () => {
    forgetAnswers();
    // A failed read keeps what the header shows; the next page that needs the cart reads it again.
    refresh().catch(() => undefined);
  });

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

  async function postItem(body: CartItemAdd | KindCartItemAdd): Promise<Cart> {
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

  async function sendItem(item: CartItemAdd | KindCartItemAdd): Promise<Cart> {
    // The affiliate code credits a ticket; a kind line's body has no such field.
    const affiliateCode = 'productType' in item ? null : storedAffiliateCode(cookies);
    const body = affiliateCode ? { ...item, affiliateCode } : item;
    try {
      const cart = await postItem(body);
      // The code is credited once: the first successful add uses it up.
      if (affiliateCode) cookies.remove(AFFILIATE_COOKIE);
      forgetAnswers();
      return cart;
    } catch (error) {
      throw toCartAddError(error);
    }
  }

  function addItem(item: CartItemAdd | KindCartItemAdd): Promise<Cart> {
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
    forgetAnswers();
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

  /**
   * Whose cart a line call or build is for, worked out here so no page has to: the signed-in
   * customer's, or the visitor's anonymous cart by its stored token; null for a visitor without one.
   */
  function owner(): CartOwner | null {
    if (signedIn()) return { path: '/cart', anonymousToken: null };
    const token = storedToken();
    return token ? { path: anonPath(token), anonymousToken: token } : null;
  }

  const noCart = (call: string) => new Error(`Cannot ${call}: the visitor has no anonymous cart (no ${CART_TOKEN_COOKIE} token)`);
  const itemPath = (cart: CartOwner, itemId: string) => `${cart.path}/items/${encodeURIComponent(itemId)}`;

  async function changeItem(itemId: string, change: CartItemChange): Promise<Cart> {
    const cart = owner();
    if (!cart) throw noCart(`change cart line ${itemId}`);
    forgetAnswers();
    const changed = await api.request<Cart>({ method: 'PUT', path: itemPath(cart, itemId), version: CART_API_VERSION, body: change });
    return publish(changed, cart.anonymousToken);
  }

  async function removeItem(itemId: string): Promise<Cart> {
    const cart = owner();
    if (!cart) throw noCart(`remove cart line ${itemId}`);
    forgetAnswers();
    const changed = await api.request<Cart>({ method: 'DELETE', path: itemPath(cart, itemId), version: CART_API_VERSION });
    return publish(changed, cart.anonymousToken);
  }

  function addPromotion(code: string, idempotencyKey: string): Promise<Cart> {
    const cart = owner();
    if (!cart) return Promise.reject(noCart('add a promotion code'));
    const at = now();
    const key = `${cart.path} ${code}`;
    if (lastPromotion && lastPromotion.key === key && at - lastPromotion.at < PROMOTION_DEBOUNCE_MS) return lastPromotion.promise;
    forgetAnswers();
    const promise = api
      .request<Cart>({
        method: 'POST',
        path: `${cart.path}/promotion`,
        version: CART_API_VERSION,
        body: { promotionCode: code },
        // Only the customer's cart can move money (a credit code); a visitor's call never needs a key.
        ...(cart.anonymousToken === null ? { idempotencyKey } : {}),
      })
      .then((changed) => publish(changed, cart.anonymousToken));
    lastPromotion = { at, key, promise };
    promise.catch(() => {
      if (lastPromotion?.promise === promise) lastPromotion = null;
    });
    return promise;
  }

  async function removePromotion(): Promise<Cart> {
    const cart = owner();
    if (!cart) throw noCart('remove the promotion code');
    forgetAnswers();
    lastPromotion = null;
    const changed = await api.request<Cart>({ method: 'DELETE', path: `${cart.path}/promotion`, version: CART_API_VERSION });
    return publish(changed, cart.anonymousToken);
  }

  function build({ fresh = false }: { fresh?: boolean } = {}): Promise<Cart> {
    const cart = owner();
    if (!cart) return Promise.reject(noCart('build the cart'));
    const at = now();
    const path = `${cart.path}/build`;
    if (!fresh && lastBuild && lastBuild.path === path && at - lastBuild.at < FETCH_DEBOUNCE_MS) return lastBuild.promise;
    const promise = api.request<Cart>({ method: 'POST', path, version: CART_API_VERSION }).then((built) => publish(built, cart.anonymousToken));
    lastBuild = { at, path, promise };
    // A failed build must not be handed to the next caller as if it were fresh.
    promise.catch(() => {
      if (lastBuild?.promise === promise) lastBuild = null;
    });
    return promise;
  }

  function clearAfterPurchase(): void {
    forgetAnswers();
    const empty = emptyCart(cartStore.get().total.currency);
    // Announced even over an empty summary: a purchase changed what pages show (the wallet, the tickets).
    cartStore.set(empty);
    bus?.emit({ type: 'cart/changed', itemCount: empty.itemCount, total: empty.total });
  }

  return {
    ensureCart,
    changeItem,
    removeItem,
    addPromotion,
    removePromotion,
    build,
    clearAfterPurchase,
    convertAnonymousCart,
    addItem,
    refresh,
    captureAffiliateCode: (search) => captureAffiliateCode(search, cookies),
  };
}
