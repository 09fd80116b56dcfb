import { ApiError } from '../api-client/api-error';
import type { ApiClient, ApiRequest } from '../api-client/types';
import { createEventBus } from '../bus/event-bus';
import type { DrawfrontEvent } from '../bus/events';
import { createCartStore } from '../stores/cart-store';
import { createSessionStore } from '../stores/session-store';
import { buildCart, buildCartItem, buildCartItemAdd } from './build-cart';
import { CartAddError } from './cart-add-error';
import { CART_API_VERSION, CART_TOKEN_COOKIE, createCartClient } from './cart-client';
import { memoryCookieJar } from './cookie-jar';

type Handler = (request: ApiRequest) => unknown;

function apiError(status: number, overrides: Partial<ConstructorParameters<typeof ApiError>[0]> = {}): ApiError {
  return new ApiError({ status, message: `HTTP ${status}`, code: null, errors: {}, result: null, reported: status >= 500, context: 'test', ...overrides });
}

/** A fake API answering "METHOD path" from a table; a handler that throws makes the call reject. */
function buildFakeApi(routes: Record<string, Handler | Handler[]>) {
  const calls: ApiRequest[] = [];
  const used = new Map<string, number>();
  const api: ApiClient = {
    request: (async (request: ApiRequest) => {
      calls.push(request);
      const key = `${request.method ?? 'GET'} ${request.path}`;
      const route = routes[key];
      if (!route) throw new Error(`Unexpected API call ${key}`);
      const handlers = Array.isArray(route) ? route : [route];
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      return handlers[Math.min(index, handlers.length - 1)]!(request);
    }) as ApiClient['request'],
    clearCache: () => undefined,
  };
  return { api, calls, keys: () => calls.map((c) => `${c.method ?? 'GET'} ${c.path}`) };
}

function setup(routes: Record<string, Handler | Handler[]>, options: { cookies?: Record<string, string>; signedIn?: boolean } = {}) {
  const fake = buildFakeApi(routes);
  const cookies = memoryCookieJar(options.cookies);
  const cartStore = createCartStore('AUD');
  const sessionStore = createSessionStore(
    options.signedIn ? { isAuthenticated: true, customerId: 'c1', accessToken: 'at', customer: null } : undefined,
  );
  const bus = createEventBus({ validate: true });
  const events: DrawfrontEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  let clock = 1_000_000;
  const client = createCartClient({ api: fake.api, cartStore, sessionStore, cookies, bus, now: () => clock });
  return { ...fake, cookies, cartStore, sessionStore, events, client, tick: (ms: number) => (clock += ms) };
}

const twoLines = (reference = 'tok_1') =>
  buildCart({ cartReference: reference, cartItems: [buildCartItem(), buildCartItem()], cartTotal: { amount: 1250, currency: 'AUD' } });

describe('cart client: anonymous cart', () => {
  it('creates an anonymous cart for a visitor without a token and keeps its token for 14 days', async () => {
    const { client, cookies, keys, calls } = setup({ 'POST /anon-cart': () => buildCart({ cartReference: 'new_tok-1' }) });
    const set = jest.spyOn(cookies, 'set');
    const cart = await client.ensureCart();
    expect(cart.cartReference).toBe('new_tok-1');
    expect(keys()).toEqual(['POST /anon-cart']);
    expect(calls[0]?.version).toBe(CART_API_VERSION);
    expect(set).toHaveBeenCalledWith(CART_TOKEN_COOKIE, 'new_tok-1', { maxAgeDays: 14 });
  });

  it('fetches the cart of a stored token and updates the shared summary and the bus', async () => {
    const { client, keys, cartStore, events } = setup({ 'GET /anon-cart/tok_1': () => twoLines() }, { cookies: { df_cart: 'tok_1' } });
    await client.ensureCart();
    expect(keys()).toEqual(['GET /anon-cart/tok_1']);
    expect(cartStore.get()).toEqual({ itemCount: 2, total: { amount: 1250, currency: 'AUD' }, anonymousToken: 'tok_1' });
    expect(events).toEqual([{ type: 'cart/changed', itemCount: 2, total: { amount: 1250, currency: 'AUD' } }]);
  });

  it('ignores a stored token that is not letters, digits, hyphen and underscore', async () => {
    const { client, keys } = setup({ 'POST /anon-cart': () => buildCart({ cartReference: 'fresh' }) }, { cookies: { df_cart: '../cart/items' } });
    await client.ensureCart();
    expect(keys()).toEqual(['POST /anon-cart']);
  });

  it('starts a new anonymous cart when the stored one answers 404', async () => {
    const { client, keys, cookies } = setup(
      {
        'GET /anon-cart/old': () => {
          throw apiError(404);
        },
        'POST /anon-cart': () => buildCart({ cartReference: 'fresh' }),
      },
      { cookies: { df_cart: 'old' } },
    );
    const cart = await client.ensureCart();
    expect(cart.cartReference).toBe('fresh');
    expect(keys()).toEqual(['GET /anon-cart/old', 'POST /anon-cart']);
    expect(cookies.get(CART_TOKEN_COOKIE)).toBe('fresh');
  });

  it('drops the stored token when fetching the cart fails otherwise, and rejects', async () => {
    const { client, cookies } = setup(
      {
        'GET /anon-cart/tok_1': () => {
          throw apiError(500);
        },
      },
      { cookies: { df_cart: 'tok_1' } },
    );
    await expect(client.refresh()).rejects.toMatchObject({ status: 500 });
    expect(cookies.get(CART_TOKEN_COOKIE)).toBeNull();
  });

  it('refresh answers null for a visitor who has no cart, without creating one', async () => {
    const { client, keys } = setup({});
    await expect(client.refresh()).resolves.toBeNull();
    expect(keys()).toEqual([]);
  });

  it('rejects a cart token from the API that could not be read back from the cookie', async () => {
    const { client, cookies } = setup({ 'POST /anon-cart': () => buildCart({ cartReference: 'bad token;' }) });
    await expect(client.ensureCart()).rejects.toThrow('unusable cart token');
    expect(cookies.get(CART_TOKEN_COOKIE)).toBeNull();
  });
});

describe('cart client: signed-in customer', () => {
  it('uses /cart/items with version 3.3 and a summary without a token', async () => {
    const { client, keys, calls, cartStore } = setup({ 'GET /cart/items': () => twoLines('customer-ref') }, { signedIn: true, cookies: { df_cart: 'tok_1' } });
    await client.ensureCart();
    expect(keys()).toEqual(['GET /cart/items']);
    expect(calls[0]?.version).toBe('3.3');
    expect(cartStore.get().anonymousToken).toBeNull();
  });

  it('adds to the customer cart', async () => {
    const item = buildCartItemAdd();
    const { client, calls } = setup({ 'POST /cart/items': () => twoLines('customer-ref') }, { signedIn: true });
    await client.addItem(item);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/cart/items', version: '3.3', body: item });
  });
});

describe('cart client: converting on sign-in', () => {
  const signedIn = { isAuthenticated: true, customerId: 'c1', accessToken: 'at', customer: null };

  it("moves the anonymous cart into the customer's and drops the token", async () => {
    const { client, keys, calls, cookies, cartStore, sessionStore } = setup({ 'POST /anon-cart/tok_1/convert': () => twoLines('customer-ref') }, { cookies: { df_cart: 'tok_1' } });
    await expect(client.convertAnonymousCart()).resolves.toBeNull();
    sessionStore.set(signedIn);
    await client.convertAnonymousCart();
    expect(keys()).toEqual(['POST /anon-cart/tok_1/convert']);
    expect(calls[0]?.version).toBe('3.3');
    expect(cookies.get(CART_TOKEN_COOKIE)).toBeNull();
    expect(cartStore.get()).toMatchObject({ itemCount: 2, anonymousToken: null });
  });

  it('drops a token whose cart has gone, and keeps it when the convert fails otherwise', async () => {
    const gone = setup({ 'POST /anon-cart/tok_1/convert': () => { throw apiError(404); } }, { cookies: { df_cart: 'tok_1' }, signedIn: true });
    await expect(gone.client.convertAnonymousCart()).resolves.toBeNull();
    expect(gone.cookies.get(CART_TOKEN_COOKIE)).toBeNull();
    const down = setup({ 'POST /anon-cart/tok_1/convert': () => { throw apiError(503); } }, { cookies: { df_cart: 'tok_1' }, signedIn: true });
    await expect(down.client.convertAnonymousCart()).rejects.toMatchObject({ status: 503 });
    expect(down.cookies.get(CART_TOKEN_COOKIE)).toBe('tok_1');
  });
});

describe('cart client: adding', () => {
  it('creates an anonymous cart first when the visitor has none, then adds to it', async () => {
    const item = buildCartItemAdd();
    const { client, keys, calls, cartStore } = setup({
      'POST /anon-cart': () => buildCart({ cartReference: 'fresh' }),
      'POST /anon-cart/fresh/items': () => twoLines('fresh'),
    });
    await client.addItem(item);
    expect(keys()).toEqual(['POST /anon-cart', 'POST /anon-cart/fresh/items']);
    expect(calls[1]?.body).toEqual(item);
    expect(cartStore.get()).toMatchObject({ itemCount: 2, anonymousToken: 'fresh' });
  });

  it('starts a new cart and adds once more when the stored cart has gone (404)', async () => {
    const { client, keys } = setup(
      {
        'POST /anon-cart/old/items': () => {
          throw apiError(404);
        },
        'POST /anon-cart': () => buildCart({ cartReference: 'fresh' }),
        'POST /anon-cart/fresh/items': () => twoLines('fresh'),
      },
      { cookies: { df_cart: 'old' } },
    );
    await client.addItem(buildCartItemAdd());
    expect(keys()).toEqual(['POST /anon-cart/old/items', 'POST /anon-cart', 'POST /anon-cart/fresh/items']);
  });

  it('sends the stored affiliate code with the first add only, then removes the cookie', async () => {
    const { client, calls, cookies, tick } = setup({ 'POST /anon-cart/tok_1/items': () => twoLines() }, { cookies: { df_cart: 'tok_1', df_aff: 'partner_7' } });
    await client.addItem(buildCartItemAdd());
    tick(5000);
    await client.addItem(buildCartItemAdd());
    expect(calls.map((c) => (c.body as { affiliateCode?: string }).affiliateCode)).toEqual(['partner_7', undefined]);
    expect(cookies.get('df_aff')).toBeNull();
  });

  it('posts a kind line (shares, a membership) as it is, keeping the affiliate code for the next ticket', async () => {
    const { client, calls, cookies, tick } = setup({ 'POST /anon-cart/tok_1/items': () => twoLines() }, { cookies: { df_cart: 'tok_1', df_aff: 'partner_7' } });
    await client.addItem({ productType: 'social_syndicate_share', key: 'session-1', quantity: 2 });
    tick(5000);
    await client.addItem(buildCartItemAdd());
    expect(calls.map((c) => c.body)).toEqual([{ productType: 'social_syndicate_share', key: 'session-1', quantity: 2 }, expect.objectContaining({ affiliateCode: 'partner_7' })]);
    expect(cookies.get('df_aff')).toBeNull();
  });

  it('keeps the affiliate code when the add fails, and lets the add be tried again at once', async () => {
    const { client, calls, cookies, tick } = setup(
      {
        'POST /anon-cart/tok_1/items': [
          () => {
            throw apiError(500);
          },
          () => twoLines(),
        ],
      },
      { cookies: { df_cart: 'tok_1', df_aff: 'partner_7' } },
    );
    await expect(client.addItem(buildCartItemAdd())).rejects.toMatchObject({ status: 500 });
    expect(cookies.get('df_aff')).toBe('partner_7');
    // Within the debounce window, yet sent: a failed add is not one to repeat.
    tick(100);
    await client.addItem(buildCartItemAdd());
    expect((calls[1]?.body as { affiliateCode?: string }).affiliateCode).toBe('partner_7');
    expect(cookies.get('df_aff')).toBeNull();
  });

  it('treats the same add within 1 s as one add, and a different or later one as new', async () => {
    const { client, keys, tick } = setup({ 'POST /anon-cart/tok_1/items': () => twoLines() }, { cookies: { df_cart: 'tok_1' } });
    const first = client.addItem(buildCartItemAdd());
    const again = client.addItem(buildCartItemAdd());
    expect(again).toBe(first);
    await first;
    tick(999);
    await client.addItem(buildCartItemAdd());
    expect(keys()).toHaveLength(1);
    await client.addItem(buildCartItemAdd({ numDraws: 2 }));
    tick(1000);
    await client.addItem(buildCartItemAdd({ numDraws: 2 }));
    expect(keys()).toHaveLength(3);
  });

  it("rejects a 4xx with the first message under the 'this' field", async () => {
    const { client } = setup(
      {
        'POST /anon-cart/tok_1/items': () => {
          throw apiError(422, { message: 'Validation failed', errors: { this: ['Draw 4400 of Saturday Super Draw has closed', 'second'], games: ['bad'] } });
        },
      },
      { cookies: { df_cart: 'tok_1' } },
    );
    const failure = client.addItem(buildCartItemAdd());
    await expect(failure).rejects.toBeInstanceOf(CartAddError);
    await expect(failure).rejects.toMatchObject({ message: 'Draw 4400 of Saturday Super Draw has closed', status: 422 });
  });

  it('leaves a 5xx as the API error', async () => {
    const error = apiError(503);
    const { client } = setup(
      {
        'POST /anon-cart/tok_1/items': () => {
          throw error;
        },
      },
      { cookies: { df_cart: 'tok_1' } },
    );
    await expect(client.addItem(buildCartItemAdd())).rejects.toBe(error);
  });
});

describe('cart client: fetch debounce', () => {
  it('shares one fetch among calls within 500 ms and fetches again after', async () => {
    const { client, keys, tick } = setup({ 'GET /anon-cart/tok_1': () => twoLines() }, { cookies: { df_cart: 'tok_1' } });
    await Promise.all([client.refresh(), client.refresh()]);
    tick(499);
    await client.refresh();
    expect(keys()).toHaveLength(1);
    tick(1);
    await client.refresh();
    expect(keys()).toHaveLength(2);
  });

  it('fetches again at once after a failed fetch or when the session changed', async () => {
    const { client, keys, sessionStore } = setup(
      {
        'GET /anon-cart/tok_1': () => {
          throw apiError(500);
        },
        'POST /anon-cart': () => buildCart({ cartReference: 'fresh' }),
        'GET /cart/items': () => twoLines('customer'),
      },
      { cookies: { df_cart: 'tok_1' } },
    );
    await expect(client.refresh()).rejects.toMatchObject({ status: 500 });
    await client.ensureCart();
    sessionStore.set({ isAuthenticated: true, customerId: 'c1', accessToken: 'at', customer: null });
    await client.refresh();
    expect(keys()).toEqual(['GET /anon-cart/tok_1', 'POST /anon-cart', 'GET /cart/items']);
  });
});

describe('cart client: affiliate capture', () => {
  it('stores a safe aff parameter for 14 days and ignores an unsafe one', () => {
    const { client, cookies } = setup({});
    const set = jest.spyOn(cookies, 'set');
    expect(client.captureAffiliateCode('?aff=partner_7&utm_source=x')).toBe('partner_7');
    expect(set).toHaveBeenCalledWith('df_aff', 'partner_7', { maxAgeDays: 14 });
    expect(client.captureAffiliateCode('?aff=<script>')).toBeNull();
    expect(client.captureAffiliateCode('')).toBeNull();
    expect(set).toHaveBeenCalledTimes(1);
  });
});

describe('cart client: lines and build', () => {
  const oneLine = () => buildCart({ cartReference: 'tok', cartItems: [buildCartItem()], cartTotal: { amount: 300, currency: 'AUD' } });

  it('changes and removes customer lines at /cart/items/{id} and publishes the cart', async () => {
    const { client, calls, cartStore, events } = setup({ 'PUT /cart/items/a%2Fb': () => oneLine(), 'DELETE /cart/items/x': () => buildCart() }, { signedIn: true });
    await client.changeItem('a/b', { numDraws: 2 });
    expect(cartStore.get()).toEqual({ itemCount: 1, total: { amount: 300, currency: 'AUD' }, anonymousToken: null });
    await client.removeItem('x');
    expect(events).toEqual([
      { type: 'cart/changed', itemCount: 1, total: { amount: 300, currency: 'AUD' } },
      { type: 'cart/changed', itemCount: 0, total: { amount: 0, currency: 'AUD' } },
    ]);
    expect(calls.map((call) => call.version)).toEqual(['3.3', '3.3']);
  });

  it('uses the anonymous cart of a visitor and keeps its token in the store', async () => {
    const { client, calls, cartStore } = setup({ 'PUT /anon-cart/tok/items/line-1': () => oneLine(), 'POST /anon-cart/tok/build': () => oneLine() }, { cookies: { df_cart: 'tok' } });
    await client.changeItem('line-1', { numDraws: 4 });
    expect(calls[0]).toMatchObject({ body: { numDraws: 4 } });
    expect(cartStore.get().anonymousToken).toBe('tok');
    await client.build();
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/anon-cart/tok/build', version: '3.3' });
  });

  it('refuses a line change or build for a visitor who has no cart, without calling the API', async () => {
    const { client, keys } = setup({});
    await expect(client.changeItem('line-1', { numDraws: 2 })).rejects.toThrow('Cannot change cart line line-1: the visitor has no anonymous cart');
    await expect(client.removeItem('line-1')).rejects.toThrow('no anonymous cart');
    await expect(client.build()).rejects.toThrow('Cannot build the cart');
    expect(keys()).toEqual([]);
  });

  it('shares builds within 500 ms unless a line changed or a fresh build is asked for', async () => {
    const { client, keys, tick } = setup({ 'POST /cart/build': () => oneLine(), 'PUT /cart/items/line-1': () => oneLine() }, { signedIn: true });
    await client.build();
    tick(499);
    await client.build();
    expect(keys()).toEqual(['POST /cart/build']);
    await client.build({ fresh: true });
    await client.changeItem('line-1', { numDraws: 2 });
    await client.build();
    tick(500);
    await client.build();
    expect(keys().filter((key) => key === 'POST /cart/build')).toHaveLength(4);
  });

  it('builds again at once after an add, and after a failed build', async () => {
    const { client, keys } = setup(
      {
        'POST /cart/build': [
          () => oneLine(),
          () => oneLine(),
          () => {
            throw apiError(503);
          },
          () => oneLine(),
        ],
        'POST /cart/items': () => oneLine(),
      },
      { signedIn: true },
    );
    await client.build();
    await client.addItem(buildCartItemAdd());
    await client.build();
    await expect(client.build({ fresh: true })).rejects.toMatchObject({ status: 503 });
    await client.build();
    expect(keys()).toEqual(['POST /cart/build', 'POST /cart/items', 'POST /cart/build', 'POST /cart/build', 'POST /cart/build']);
  });

  it('after a purchase shows the cart empty everywhere and fetches it again next time', async () => {
    const { client, keys, cartStore, events } = setup({ 'GET /cart/items': () => oneLine() }, { signedIn: true });
    await client.refresh();
    client.clearAfterPurchase();
    expect(cartStore.get()).toEqual({ itemCount: 0, total: { amount: 0, currency: 'AUD' }, anonymousToken: null });
    expect(events[events.length - 1]).toEqual({ type: 'cart/changed', itemCount: 0, total: { amount: 0, currency: 'AUD' } });
    await client.refresh();
    expect(keys()).toEqual(['GET /cart/items', 'GET /cart/items']);
  });
});

describe('cart client: promotion codes', () => {
  const promoted = (reference = 'tok') =>
    buildCart({
      cartReference: reference,
      cartItems: [buildCartItem()],
      cartTotal: { amount: 250, currency: 'AUD' },
      promotion: { id: 'p1', productType: 'voucher_fixed_discount', code: 'SAVE5', description: '$0.50 off', discount: { amount: 50, currency: 'AUD' }, minSpend: null, expiresAt: null },
    });

  it("sends a customer's code to /cart/promotion with its idempotency key, and publishes the cart", async () => {
    const { client, calls, cartStore } = setup({ 'POST /cart/promotion': () => promoted() }, { signedIn: true });
    await client.addPromotion('SAVE5', 'key-1');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/cart/promotion', version: '3.3', body: { promotionCode: 'SAVE5' }, idempotencyKey: 'key-1' });
    expect(cartStore.get().total.amount).toBe(250);
  });

  it("sends a visitor's code to their anonymous cart without a key, and removes it", async () => {
    const { client, calls } = setup({ 'POST /anon-cart/tok/promotion': () => promoted(), 'DELETE /anon-cart/tok/promotion': () => buildCart({ cartReference: 'tok' }) }, { cookies: { df_cart: 'tok' } });
    await client.addPromotion('SAVE5', 'key-1');
    expect(calls[0]!.idempotencyKey).toBeUndefined();
    await client.removePromotion();
    expect(calls[1]).toMatchObject({ method: 'DELETE', path: '/anon-cart/tok/promotion' });
  });

  it('sends the same code once within 500 ms, and again after a refusal', async () => {
    const refusal = apiError(422, { code: 'promotion_not_added', message: 'The code SAVE5 has expired.' });
    const { client, keys, tick } = setup(
      {
        'POST /cart/promotion': [
          () => promoted(),
          () => {
            throw refusal;
          },
          () => promoted(),
        ],
      },
      { signedIn: true },
    );
    await client.addPromotion('SAVE5', 'k1');
    tick(499);
    await client.addPromotion('SAVE5', 'k1');
    expect(keys()).toEqual(['POST /cart/promotion']);
    tick(1);
    await expect(client.addPromotion('SAVE5', 'k2')).rejects.toBe(refusal);
    await client.addPromotion('SAVE5', 'k3');
    expect(keys()).toHaveLength(3);
  });

  it('refuses a code for a visitor who has no cart, without calling the API', async () => {
    const { client, keys } = setup({});
    await expect(client.addPromotion('SAVE5', 'k')).rejects.toThrow('Cannot add a promotion code');
    expect(keys()).toEqual([]);
  });
});
