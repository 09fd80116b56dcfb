/**
 * @jest-environment node
 */
// Node's environment brings fetch's Response, Web Crypto and URL.createObjectURL, which jsdom lacks.
import { createHmac } from 'node:crypto';
import { ApiError } from './api-error';
import { QUERY_FRESH_MS } from '../data/query-defaults';
import { createApiClient, DEFAULT_REQUEST_TIMEOUT_MS, type ApiClientConfig } from './create-api-client';
import type { Discovery, ServiceName } from './types';

const SERVICES: ServiceName[] = ['main', 'content', 'customer-verify', 'rewards', 'lotto-party', 'translations', 'notifications', 'placement', 'migration', 'events', 'platform', 'membership'];

function discovery(): Discovery {
  const services = Object.fromEntries(SERVICES.map((name) => [name, { baseUrl: `https://api.test/${name}`, version: '1.0' }])) as Discovery['services'];
  services.main = { baseUrl: 'https://api.test/v2', version: '3.0' };
  services.content = { baseUrl: '/cms', version: '1.0' };
  return { services };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const NOW = 1_750_000_000_123;
/** The layer's product-offer freshness (storefront §9), which the client's cache carries out when given. */
const PRODUCT_OFFERS_FRESH_MS = QUERY_FRESH_MS['product-offers'] ?? 0;
/** Storefront §9 "Cache, cart". */
const CART_CACHE_MS = 20_000;
type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

function setup(overrides: Partial<ApiClientConfig> = {}) {
  const session = { accessToken: null as string | null, customerId: null as string | null };
  const fetchMock: FetchMock = jest.fn();
  const report = jest.fn();
  const onSitewideError = jest.fn();
  let time = NOW;
  const config: ApiClientConfig = {
    discovery: discovery(),
    appKey: 'drawfront-web',
    signingSecret: 'test-secret',
    site: 'demo-au',
    subVariant: 'AU',
    getSession: () => ({ ...session }),
    sessionId: 'session-1',
    deviceId: 'device-1',
    onSitewideError,
    report,
    fetch: fetchMock as unknown as typeof fetch,
    now: () => time,
    ...overrides,
  };
  const client = createApiClient(config);
  const call = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  const advance = (ms: number) => {
    time += ms;
  };
  return { client, fetchMock, report, onSitewideError, session, call, advance };
}

const hmac = (message: string) => createHmac('sha256', 'test-secret').update(message).digest('hex');

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('createApiClient', () => {
  describe('configuration', () => {
    it('fails fast, naming every missing setting', () => {
      expect(() => setup({ appKey: '', signingSecret: '', discovery: { services: {} as Discovery['services'] } })).toThrow(
        'createApiClient: missing configuration appKey, signingSecret, discovery.services.main',
      );
    });

    it('calls the global fetch bound to its global when none is given', async () => {
      const spy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { ok: true }));
      const { client } = setup({ fetch: undefined });
      await expect(client.request({ path: '/config' })).resolves.toEqual({ ok: true });
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    });
  });

  describe('URL', () => {
    it('uses the main service by default, with the query (arrays repeat the key)', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ path: '/placement', query: { keys: ['a', 'b'], pricing_id: 7, customer_key: undefined } });
      expect(call().url).toBe('https://api.test/v2/placement?keys=a&keys=b&pricing_id=7');
      expect(call().init.method).toBe('GET');
    });

    it('uses the base URL of the named service, origin-relative ones included', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ service: 'content', path: '/items/theme' });
      await client.request({ service: 'lotto-party', path: '/group', query: { limit: 6, offset: 0 } });
      expect(call(0).url).toBe('/cms/items/theme');
      expect(call(1).url).toBe('https://api.test/lotto-party/group?limit=6&offset=0');
    });

    it('rejects a service missing from discovery', async () => {
      const services = discovery().services;
      delete (services as Partial<Discovery['services']>).rewards;
      const { client, fetchMock } = setup({ discovery: { services } });
      await expect(client.request({ service: 'rewards', path: '/x' })).rejects.toThrow('API service "rewards" is not in the discovery document (for GET /x)');
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('headers', () => {
    it('sends the platform headers signed out, without customer id or bearer token', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ path: '/config' });
      const headers = call().headers;
      expect(headers).toEqual({
        'X-App-Key': 'drawfront-web',
        'X-Timestamp': '1750000000',
        'X-Signature': hmac('drawfront-web:1750000000:'),
        'X-Api-Version': '3.0',
        'X-Session-Id': 'session-1',
        'X-Sub-Variant': 'AU',
        'X-Device-Id': 'device-1',
        'X-Request-Id': expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        'X-Drawfront-Site': 'demo-au',
      });
    });

    it('adds the bearer token and customer id when signed in, and signs the token', async () => {
      const { client, fetchMock, call, session } = setup();
      session.accessToken = 'access-1';
      session.customerId = 'cust-9';
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ path: '/customer' });
      expect(call().headers).toMatchObject({
        Authorization: 'Bearer access-1',
        'X-Customer-Id': 'cust-9',
        'X-Signature': hmac('drawfront-web:1750000000:access-1'),
      });
      expect(call().headers['X-Signature']).toMatch(/^[0-9a-f]{64}$/);
    });

    it('sends a new request id per request', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ path: '/a' });
      await client.request({ path: '/a' });
      expect(call(0).headers['X-Request-Id']).not.toBe(call(1).headers['X-Request-Id']);
    });

    it('takes the version from the request, else from the service', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ path: '/autoplay', version: '3.3' });
      await client.request({ service: 'customer-verify', path: '/status' });
      expect(call(0).headers['X-Api-Version']).toBe('3.3');
      expect(call(1).headers['X-Api-Version']).toBe('1.0');
    });

    it('sends the idempotency key when given', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ method: 'POST', path: '/cart/purchase', body: {}, idempotencyKey: 'key-1' });
      expect(call().headers['Idempotency-Key']).toBe('key-1');
    });
  });

  describe('bodies', () => {
    it('sends JSON with snake_case keys', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ method: 'POST', path: '/cart/items', body: { gameType: 'standard', numDraws: 'autoplay', recurringPurchase: { isEnabled: true } } });
      expect(call().headers['Content-Type']).toBe('application/json');
      expect(JSON.parse(String(call().init.body))).toEqual({ game_type: 'standard', num_draws: 'autoplay', recurring_purchase: { is_enabled: true } });
    });

    it('sends a form when asked', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ method: 'POST', path: '/autoplay/4/set-minimum-jackpot', form: true, body: { minimumJackpotAmount: 2000000 } });
      expect(call().headers['Content-Type']).toBe('application/x-www-form-urlencoded');
      expect(call().init.body).toBe('minimum_jackpot_amount=2000000');
    });

    it('sends no Content-Type without a body', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
      await client.request({ method: 'DELETE', path: '/precommitment' });
      expect(call().headers['Content-Type']).toBeUndefined();
      expect(call().init.body).toBeUndefined();
    });
  });

  describe('answers', () => {
    it('reads keys back as camelCase, deeply, leaving map keys alone', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(async () => json(200, { cart_total: { amount: 500 }, cart_items: [{ lottery_key: 'x' }], blocked_reasons: { spend_limit: 'Over' } }));
      await expect(client.request({ path: '/cart/items' })).resolves.toEqual({
        cartTotal: { amount: 500 },
        cartItems: [{ lotteryKey: 'x' }],
        blockedReasons: { spend_limit: 'Over' },
      });
    });

    it('keeps keys as sent with rawResponse', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(async () => json(200, { 'play.heading_title': 'Play' }));
      await expect(client.request({ service: 'translations', path: '/en-AU/items', rawResponse: true })).resolves.toEqual({ 'play.heading_title': 'Play' });
    });

    it('resolves undefined for an empty answer', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
      await expect(client.request({ method: 'DELETE', path: '/spend-limits/3' })).resolves.toBeUndefined();
    });

    it('turns a PDF into a download link', async () => {
      const { client, fetchMock } = setup();
      const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:https://shop.test/1234');
      fetchMock.mockResolvedValue(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
      await expect(client.request({ path: '/public/pdf/subscription/weekend-calendar.pdf', cacheTtlMs: 60_000 })).resolves.toEqual({
        downloadUrl: 'blob:https://shop.test/1234',
      });
      expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
      createObjectURL.mockRestore();
    });

    it('turns a CSV export into a download link too', async () => {
      const { client, fetchMock } = setup();
      const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:https://shop.test/5678');
      fetchMock.mockResolvedValue(new Response('Date,Type\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }));
      await expect(client.request({ path: '/transactions/export' })).resolves.toEqual({ downloadUrl: 'blob:https://shop.test/5678' });
      createObjectURL.mockRestore();
    });
  });

  describe('GET cache', () => {
    it('answers from the cache within the time to live and fetches again after it', async () => {
      const { client, fetchMock, advance } = setup();
      fetchMock.mockImplementation(async () => json(200, { offers: [] }));
      await client.request({ path: '/pricing/default/product_offers', cacheTtlMs: PRODUCT_OFFERS_FRESH_MS });
      advance(PRODUCT_OFFERS_FRESH_MS - 1);
      await client.request({ path: '/pricing/default/product_offers', cacheTtlMs: PRODUCT_OFFERS_FRESH_MS });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      advance(1);
      await client.request({ path: '/pricing/default/product_offers', cacheTtlMs: PRODUCT_OFFERS_FRESH_MS });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('caches per URL, query included', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ path: '/tips', query: { limit: 1 }, cacheTtlMs: 60_000 });
      await client.request({ path: '/tips', query: { limit: 2 }, cacheTtlMs: 60_000 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('does not cache without a time to live, nor other methods', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ path: '/customer' });
      await client.request({ path: '/customer' });
      await client.request({ method: 'POST', path: '/cart/build', cacheTtlMs: 60_000 });
      await client.request({ method: 'POST', path: '/cart/build', cacheTtlMs: 60_000 });
      expect(fetchMock).toHaveBeenCalledTimes(4);
    });

    it('keeps one customer’s answers from the next', async () => {
      const { client, fetchMock, session } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      await client.request({ path: '/cart/items', cacheTtlMs: CART_CACHE_MS });
      session.customerId = 'cust-2';
      session.accessToken = 'token-2';
      await client.request({ path: '/cart/items', cacheTtlMs: CART_CACHE_MS });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('hands out copies, so a caller cannot change the cached answer', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(async () => json(200, { items: [1] }));
      const first = await client.request<{ items: number[] }>({ path: '/branding', cacheTtlMs: 60_000 });
      first.items.push(2);
      await expect(client.request({ path: '/branding', cacheTtlMs: 60_000 })).resolves.toEqual({ items: [1] });
    });

    it('bypasses and clears the cache on clear_cache, passing it on to the server', async () => {
      const { client, fetchMock, call } = setup();
      fetchMock.mockImplementation(async () => json(200, { n: fetchMock.mock.calls.length }));
      await client.request({ path: '/branding', cacheTtlMs: 60_000 });
      await client.request({ path: '/tips', cacheTtlMs: 60_000 });
      await expect(client.request({ path: '/branding', query: { clear_cache: 1 }, cacheTtlMs: 60_000 })).resolves.toEqual({ n: 3 });
      expect(call(2).url).toBe('https://api.test/v2/branding?clear_cache=1');
      // The fresh answer is cached under the plain URL; everything else was cleared.
      await expect(client.request({ path: '/branding', cacheTtlMs: 60_000 })).resolves.toEqual({ n: 3 });
      await client.request({ path: '/tips', cacheTtlMs: 60_000 });
      expect(fetchMock).toHaveBeenCalledTimes(4);
    });

    it('clears all entries, or those whose URL contains a match', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(async () => json(200, {}));
      const both = async () => {
        await client.request({ path: '/cart/items', cacheTtlMs: 20_000 });
        await client.request({ path: '/branding', cacheTtlMs: 60_000 });
      };
      await both();
      client.clearCache('/cart');
      await both();
      expect(fetchMock).toHaveBeenCalledTimes(3);
      client.clearCache();
      await both();
      expect(fetchMock).toHaveBeenCalledTimes(5);
    });

    it('does not cache failures', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockResolvedValueOnce(json(404, {})).mockResolvedValueOnce(json(200, { ok: 1 }));
      await expect(client.request({ path: '/causes/x', cacheTtlMs: 60_000 })).rejects.toBeInstanceOf(ApiError);
      await expect(client.request({ path: '/causes/x', cacheTtlMs: 60_000 })).resolves.toEqual({ ok: 1 });
    });
  });

  describe('errors', () => {
    it('rejects an HTTP error with status, first message, code, errors and result; 4xx is not reported', async () => {
      const { client, fetchMock, report, onSitewideError } = setup();
      fetchMock.mockResolvedValue(
        json(422, { messages: [{ code: 'promotion_not_added', message: 'This code has expired' }], errors: { promotion_code: ['expired'] }, result: { cart_total: 1 } }),
      );
      const error = await rejection(client.request({ method: 'POST', path: '/cart/promotion', body: { promotionCode: 'X' } }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 422,
        message: 'This code has expired',
        code: 'promotion_not_added',
        errors: { promotion_code: ['expired'] },
        result: { cartTotal: 1 },
        reported: false,
      });
      expect(report).not.toHaveBeenCalled();
      expect(onSitewideError).not.toHaveBeenCalled();
    });

    it('uses "Something went wrong" when the answer has no message', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(async () => json(400, {}));
      await expect(client.request({ path: '/x' })).rejects.toMatchObject({ status: 400, message: 'Something went wrong', code: null });
    });

    it('raises the sitewide error and reports a 5xx', async () => {
      const { client, fetchMock, report, onSitewideError } = setup();
      fetchMock.mockImplementation(async () => json(503, { messages: [{ code: 'maintenance', message: 'Down for maintenance' }] }));
      const error = await rejection(client.request({ path: '/config' }));
      expect(error).toMatchObject({ status: 503, code: 'maintenance', reported: true });
      expect(onSitewideError).toHaveBeenCalledWith(503, 'maintenance');
      expect(report).toHaveBeenCalledWith(error);
    });

    it('reports but raises no sitewide error for a 5xx the caller handles', async () => {
      const { client, fetchMock, report, onSitewideError } = setup();
      fetchMock.mockImplementation(async () => json(500, {}));
      await expect(client.request({ service: 'placement', path: '/placement', noSitewideError: true })).rejects.toMatchObject({ status: 500 });
      expect(onSitewideError).not.toHaveBeenCalled();
      expect(report).toHaveBeenCalledTimes(1);
    });

    it('keeps the real status of an error answer that is not JSON', async () => {
      const { client, fetchMock, onSitewideError } = setup();
      fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
      await expect(client.request({ path: '/config' })).rejects.toMatchObject({ status: 502, message: 'Something went wrong' });
      expect(onSitewideError).toHaveBeenCalledWith(502, null);
    });

    it('maps a success answer that is not JSON to 422', async () => {
      const { client, fetchMock, report, onSitewideError } = setup();
      fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
      const error = await rejection(client.request({ path: '/config' }));
      expect(error).toMatchObject({ status: 422, message: 'Something went wrong', reported: true });
      expect(report).toHaveBeenCalledWith(error);
      expect(onSitewideError).not.toHaveBeenCalled();
    });

    it.each([
      [new TypeError('Failed to fetch'), 408],
      [new TypeError('NetworkError when attempting to fetch resource.'), 408],
      [new Error('The request timed out'), 408],
      [new DOMException('Blocked a frame with origin "https://shop.test" from accessing a cross-origin frame.', 'SecurityError'), 418],
      [new TypeError('Illegal invocation'), 418],
    ])('maps a thrown %p to %p without reporting it', async (thrown, status) => {
      const { client, fetchMock, report, onSitewideError } = setup();
      fetchMock.mockRejectedValue(thrown);
      await expect(client.request({ path: '/config' })).rejects.toMatchObject({ status, reported: false, message: 'Something went wrong' });
      expect(report).not.toHaveBeenCalled();
      expect(onSitewideError).not.toHaveBeenCalled();
    });

    it('maps any other thrown error to a reported 500', async () => {
      const { client, fetchMock, report } = setup();
      const thrown = new RangeError('Invalid array length');
      fetchMock.mockRejectedValue(thrown);
      const error = await rejection(client.request({ path: '/config' }));
      expect(error).toMatchObject({ status: 500, reported: true, cause: thrown });
      expect(error.context).toBe('GET https://api.test/v2/config failed: RangeError: Invalid array length');
      expect(report).toHaveBeenCalledWith(error);
    });

    it('never lets a failing callback hide the error', async () => {
      const { client, fetchMock } = setup({
        onSitewideError: () => {
          throw new Error('shell bug');
        },
      });
      fetchMock.mockImplementation(async () => json(500, {}));
      await expect(client.request({ path: '/config' })).rejects.toMatchObject({ status: 500 });
    });
  });

  describe('timeout and abort', () => {
    /** A fetch that only ends when its signal aborts, as a real one does. */
    const hangingFetch = (fetchMock: FetchMock) =>
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
          }),
      );

    it('defaults to the 10000 ms spec timeout', () => {
      expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(10000);
    });

    it('gives up after the time limit with an unreported 408', async () => {
      const { client, fetchMock, report } = setup({ timeoutMs: 20 });
      hangingFetch(fetchMock);
      const error = await rejection(client.request({ path: '/slow' }));
      expect(error).toMatchObject({ status: 408, reported: false });
      expect(error.context).toContain('Request timed out after 20 ms');
      expect(report).not.toHaveBeenCalled();
    });

    it('takes a per-request time limit', async () => {
      const { client, fetchMock } = setup();
      hangingFetch(fetchMock);
      await expect(client.request({ path: '/slow', timeoutMs: 10 })).rejects.toMatchObject({ status: 408 });
    });

    it('rejects an aborted request without reporting it', async () => {
      const { client, fetchMock, report, onSitewideError } = setup();
      hangingFetch(fetchMock);
      const controller = new AbortController();
      const pending = client.request({ path: '/cart/items', signal: controller.signal });
      controller.abort();
      const error = await rejection(pending);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ name: 'AbortError', code: 'ABORTED', reported: false });
      expect(report).not.toHaveBeenCalled();
      expect(onSitewideError).not.toHaveBeenCalled();
    });

    it('does not send a request whose signal is already aborted', async () => {
      const { client, fetchMock } = setup();
      const controller = new AbortController();
      controller.abort();
      await expect(client.request({ path: '/x', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('refresh and retry', () => {
    function withRefresher(result: boolean | Error = true) {
      const refreshSession = jest.fn(async () => {
        if (result instanceof Error) throw result;
        if (result) context.session.accessToken = 'access-2';
        return result;
      });
      const context = setup({ refreshSession });
      context.session.accessToken = 'access-1';
      context.session.customerId = 'cust-1';
      return { ...context, refreshSession };
    }

    /** The API's 401 for an expired or invalid access token (identity service `authenticate`). */
    const expired = () => json(401, { messages: [{ code: 'unauthorised', message: 'this call needs a valid access token: the access token has expired' }] });

    it('refreshes on an expired access token (401 unauthorised) and retries once with the new token', async () => {
      const { client, fetchMock, refreshSession, call } = withRefresher();
      fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(json(200, { customer_id: 'cust-1' }));
      await expect(client.request({ path: '/customer' })).resolves.toEqual({ customerId: 'cust-1' });
      expect(refreshSession).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(call(0).headers.Authorization).toBe('Bearer access-1');
      expect(call(1).headers.Authorization).toBe('Bearer access-2');
      expect(call(1).headers['X-Signature']).toBe(hmac('drawfront-web:1750000000:access-2'));
    });

    it('never sends a two-factor code twice: a wrong code (401 2fa_incorrect) is the answer, without a refresh', async () => {
      const { client, fetchMock, refreshSession } = withRefresher();
      fetchMock.mockImplementation(async () => json(401, { messages: [{ code: '2fa_incorrect', message: 'Code is incorrect or expired. Try again or contact support' }] }));
      const confirm = client.request({ method: 'POST', path: '/customer/two-factor-auth/authenticator/confirm', body: { code: '123456' } });
      await expect(confirm).rejects.toMatchObject({ status: 401, code: '2fa_incorrect' });
      expect(refreshSession).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it.each([
      [401, '2fa_code_used'],
      [401, null],
      [403, '2fa_account_locked'],
      [403, null],
    ])('does not refresh or retry on %p %p: only an expired access token is cured by a refresh', async (status, code) => {
      const { client, fetchMock, refreshSession } = withRefresher();
      fetchMock.mockImplementation(async () => json(status, code ? { messages: [{ code, message: 'refused' }] } : {}));
      await expect(client.request({ method: 'POST', path: '/customer/two-factor-auth/disable', body: { code: '123456' } })).rejects.toMatchObject({ status });
      expect(refreshSession).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('retries only once: a second 401 is the answer', async () => {
      const { client, fetchMock, refreshSession, report } = withRefresher();
      fetchMock.mockImplementation(async () => json(401, { messages: [{ code: 'unauthorised', message: 'Please log in' }] }));
      await expect(client.request({ path: '/customer' })).rejects.toMatchObject({ status: 401, code: 'unauthorised', message: 'Please log in' });
      expect(refreshSession).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(report).not.toHaveBeenCalled();
    });

    it('keeps the body and idempotency key on the retry', async () => {
      const { client, fetchMock, call } = withRefresher();
      fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(json(200, {}));
      await client.request({ method: 'POST', path: '/cart/purchase', body: { channelKey: 'web' }, idempotencyKey: 'idem-1' });
      expect(call(1).init.body).toBe('{"channel_key":"web"}');
      expect(call(1).headers['Idempotency-Key']).toBe('idem-1');
      expect(call(1).headers['X-Request-Id']).not.toBe(call(0).headers['X-Request-Id']);
    });

    it('does not refresh login-type calls', async () => {
      const { client, fetchMock, refreshSession } = withRefresher();
      fetchMock.mockImplementation(async () => json(401, { messages: [{ code: 'invalid_credentials', message: 'Wrong password' }] }));
      await expect(client.request({ method: 'POST', path: '/login', body: {}, skipAuthRefresh: true })).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
      expect(refreshSession).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('does not retry without a refresher', async () => {
      const { client, fetchMock } = setup();
      fetchMock.mockImplementation(async () => expired());
      await expect(client.request({ path: '/customer' })).rejects.toMatchObject({ status: 401 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('rejects with the original error when the refresh fails or throws', async () => {
      for (const outcome of [false, new Error('refresh token reused')]) {
        const { client, fetchMock, refreshSession } = withRefresher(outcome);
        fetchMock.mockImplementation(async () => expired());
        await expect(client.request({ path: '/customer' })).rejects.toMatchObject({ status: 401 });
        expect(refreshSession).toHaveBeenCalledTimes(1);
        expect(fetchMock).toHaveBeenCalledTimes(1);
      }
    });

    it('treats 403 REQUIRED as a step-up signal: no refresh, code REQUIRED, not reported', async () => {
      const { client, fetchMock, refreshSession, report } = withRefresher();
      fetchMock.mockImplementation(async () => json(403, { messages: [{ code: 'REQUIRED', message: 'Two-factor authentication required' }] }));
      const error = await rejection(client.request({ method: 'DELETE', path: '/funds/3' }));
      expect(error).toMatchObject({ status: 403, code: 'REQUIRED', reported: false });
      expect(refreshSession).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(report).not.toHaveBeenCalled();
    });

    it('on 403 REQUIRED asks the shell to elevate and sends the call once more after success', async () => {
      const elevate = jest.fn(async () => true);
      const { client, fetchMock } = setup({ elevate });
      fetchMock.mockResolvedValueOnce(json(403, { messages: [{ code: 'REQUIRED', message: '2 factor authentication is required to complete this action' }] })).mockResolvedValueOnce(json(200, { deleted: true }));
      await expect(client.request({ method: 'DELETE', path: '/funds/3' })).resolves.toEqual({ deleted: true });
      expect(elevate).toHaveBeenCalledWith(expect.objectContaining({ status: 403, code: 'REQUIRED' }));
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('fails with the 403 when elevation is abandoned, and asks only once per call', async () => {
      const abandoned = setup({ elevate: jest.fn(async () => false) });
      abandoned.fetchMock.mockImplementation(async () => json(403, { messages: [{ code: 'REQUIRED', message: 'required' }] }));
      expect(await rejection(abandoned.client.request({ method: 'DELETE', path: '/funds/3' }))).toMatchObject({ status: 403, code: 'REQUIRED' });
      expect(abandoned.fetchMock).toHaveBeenCalledTimes(1);

      const elevate = jest.fn(async () => true);
      const again = setup({ elevate });
      again.fetchMock.mockImplementation(async () => json(403, { messages: [{ code: 'REQUIRED', message: 'required' }] }));
      expect(await rejection(again.client.request({ method: 'DELETE', path: '/funds/3' }))).toMatchObject({ code: 'REQUIRED' });
      expect(elevate).toHaveBeenCalledTimes(1);
      expect(again.fetchMock).toHaveBeenCalledTimes(2);
    });

    it('shares one refresh between calls that fail together', async () => {
      const { client, fetchMock, refreshSession, session } = withRefresher();
      fetchMock.mockImplementation(async (_url, init) =>
        (init?.headers as Record<string, string>).Authorization === `Bearer ${session.accessToken}` && session.accessToken === 'access-2' ? json(200, {}) : expired(),
      );
      await Promise.all([client.request({ path: '/a' }), client.request({ path: '/b' }), client.request({ path: '/c' })]);
      expect(refreshSession).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(6);
    });

    it('retries without refreshing when another call renewed the token meanwhile', async () => {
      const { client, fetchMock, refreshSession, session } = withRefresher();
      fetchMock.mockImplementationOnce(async () => {
        session.accessToken = 'access-from-elsewhere';
        return expired();
      });
      fetchMock.mockResolvedValueOnce(json(200, {}));
      await client.request({ path: '/customer' });
      expect(refreshSession).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});
