// Schema-driven hostile input on every route: random path parameters, query strings, headers and
// JSON bodies (a fixed-seed generator, so a failure replays). Whatever arrives, the API answers in
// the error shape with a 4xx, never a 5xx, and changes nothing.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Fund } from '@drawfront/shared/contract/funds';
import { count } from 'drizzle-orm';
import { cartItems, checkouts, customers, deposits, funds, ledgerEntries, notifications, outboxEmails, precommitmentLimits, refreshTokens, tickets, releaseAudit, remoteArtifacts, sitePointers, siteReleases, withdrawalAccounts, withdrawals, depositLimits, vouchers, voucherRedemptions, cartPromotions, socialIdentities } from '../src/db/schema';
import { TEST_CARDS } from '../src/payments/test-cards';
import { allAt, publishAll } from './builders';
import { addCard } from './cards';
import { addToCart, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { ROUTES } from './support/route-cases';
import type { RouteCase } from './support/route-cases';

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const HOSTILE_STRINGS = ['', ' ', '\u0000', 'a\ud800', '\udc00b', '0', '-1', '1e309', 'null', 'true', '%', '%00', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', "' or 1=1 --", '<script>alert(1)</script>', '💥', 'x'.repeat(3000), 'DRAWFRONT', 'drawfront', 'catalogue', '00000000-0000-4000-8000-000000000000', 'en-AU', 'default'];
const KNOWN_FIELDS = ['lottery', 'game_type', 'game_offer', 'num_draws', 'games', 'numbers', 'email', 'password', 'refresh_token', 'date_of_birth', 'accept_terms', 'state', 'version', 'manifestUrl', 'entry_url', 'integrity', 'contractVersion', 'remotes', 'notes', 'base', 'releaseId', 'expected_revision', 'expectedRevision', 'channel', 'percentage', 'card_number', 'expiry_month', 'expiry_year', 'csc', 'card_holder_name', 'amount', 'return_path', 'outcome', 'ids', 'all', 'to', 'account_number', 'account_name', 'code', 'type', 'fund_id', 'promotion_code', 'amountCents', 'percentBasisPoints', 'expiresAt', '__proto__', 'constructor'];

/** Percent-encodes a path part; an unpaired surrogate has no UTF-8 form, so a client would send its WTF-8 bytes. */
function encodePathPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function randomJson(random: ReturnType<typeof generator>, depth = 0): unknown {
  const kind = random.pick(depth > 2 ? ['string', 'number', 'null', 'bool'] : ['string', 'number', 'null', 'bool', 'array', 'object', 'object']);
  switch (kind) {
    case 'string':
      return random.pick(HOSTILE_STRINGS);
    case 'number':
      return random.pick([0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e300, 99, 100]);
    case 'null':
      return null;
    case 'bool':
      return random.next() < 0.5;
    case 'array':
      return Array.from({ length: Math.floor(random.next() * 4) }, () => randomJson(random, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: 1 + Math.floor(random.next() * 4) }, () => [random.pick([...KNOWN_FIELDS, 'catalogue', 'cart-checkout', 'x']), randomJson(random, depth + 1)]));
  }
}

describe.each(backends())('hostile input on every route on %s: answered in the error shape and as /openapi.json documents', (backend) => {
  const t = setupApp(backend);

  let accessToken = '';
  // The contract: every status answered here is one /openapi.json documents for the operation.
  let documented: (route: RouteCase, status: number) => boolean = () => false;
  beforeAll(async () => {
    accessToken = (await signUp(t)).accessToken;
    const document = (await t.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    documented = (route, status) => {
      const responses = document.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()]?.responses ?? {};
      return String(status) in responses || `${String(status)[0]}XX` in responses || 'default' in responses;
    };
  }, 60_000);

  const snapshot = async () => {
    const db = t.database.db;
    const counts = await Promise.all([remoteArtifacts, siteReleases, sitePointers, releaseAudit, customers, refreshTokens, cartItems, ledgerEntries, checkouts, tickets, precommitmentLimits, funds, deposits, notifications, outboxEmails, withdrawalAccounts, withdrawals, depositLimits, vouchers, voucherRedemptions, cartPromotions, socialIdentities].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
    return counts;
  };

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers 2xx or a 4xx in the error shape, never a 5xx', async (_name, route) => {
    const before = await snapshot();
    const undocumented = new Set<number>();
    const random = generator(route.path.length * 7919 + route.method.length);
    for (let i = 0; i < 25; i += 1) {
      const path = route.path.replace(/:[a-zA-Z]+/g, () => encodePathPart(random.pick(HOSTILE_STRINGS)) || '%20');
      const query = new URLSearchParams();
      for (let q = Math.floor(random.next() * 4); q > 0; q -= 1) query.append(random.pick(['segment', 'sv', 'visitor', 'limit', 'offset', 'draws', 'status', 'c', 'id', 't', 'expectedRevision', 'deposit', 'outcome', 'to', 'filter[funds.cart][eq]', 'x']), String(random.pick(HOSTILE_STRINGS)));
      const headers: Record<string, string> = {};
      if (route.signed && random.next() < 0.7) Object.assign(headers, await t.signed('drawfront', { customerToken: route.customer && random.next() < 0.8 ? accessToken : undefined }));
      if (route.ops && random.next() < 0.8) Object.assign(headers, t.ops());
      if (random.next() < 0.3) headers['x-api-version'] = random.pick(['3.0', '3.9', '4.0', '', 'x']);
      if (random.next() < 0.2) headers['x-sub-variant'] = random.pick(HOSTILE_STRINGS.slice(0, 14));
      if (random.next() < 0.2) headers['x-drawfront-site'] = random.pick(['drawfront', 'goodcause', 'nope', 'x'.repeat(300)]);
      let payload: string | undefined;
      if (route.method !== 'GET') {
        headers['content-type'] = random.pick(['application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain']);
        payload = random.next() < 0.15 ? random.pick(['{', '{"a":', '[1,', '\u0000', '{"__proto__":{"x":1}}']) : JSON.stringify(randomJson(random));
      }

      const url = `${path}${query.size ? `?${query}` : ''}`;
      const response = await t.app.inject({ method: route.method, url, headers, payload });
      const context = `${route.method} ${url} ${payload ?? ''}`.slice(0, 300);
      expect({ context, status: response.statusCode < 500 }).toEqual({ context, status: true });
      if (!documented(route, response.statusCode)) undocumented.add(response.statusCode);
      if (response.statusCode >= 400) {
        const body = response.json();
        expect({ context, keys: Object.keys(body).sort(), error: body.error, code: typeof body.messages?.[0]?.code }).toEqual({
          context,
          keys: ['error', 'errors', 'messages', 'result'],
          error: STATUS_CODES[response.statusCode],
          code: 'string',
        });
      }
    }
    expect(await snapshot()).toEqual(before);
    expect({ route: `${route.method} ${route.path}`, undocumented: [...undocumented].sort() }).toEqual({ route: `${route.method} ${route.path}`, undocumented: [] });
  });
});

// Input that parses but that no later step may see: nesting deep enough to overflow a recursive walk
// (key case conversion), and text PostgreSQL refuses (NUL in text and JSONB, unpaired surrogates in
// JSONB). Each request carries valid credentials, so it reaches the route's own body parsing.
const UNSAFE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired UTF-16 surrogate';

describe.each(backends())('input refused before it reaches the handlers on %s', (backend) => {
  const t = setupApp(backend);

  let accessToken = '';
  beforeAll(async () => {
    accessToken = (await signUp(t)).accessToken;
  });

  const BODY_ROUTES = ROUTES.filter((route) => route.method !== 'GET');
  const PARAM_ROUTES = ROUTES.filter((route) => route.path.includes('/:'));
  const named = (routes: RouteCase[]) => routes.map((route) => [`${route.method} ${route.path}`, route] as const);
  const credentials = async (route: RouteCase): Promise<Record<string, string>> => ({
    ...(route.signed ? await t.signed('drawfront', { customerToken: route.customer ? accessToken : undefined }) : {}),
    ...(route.ops ? t.ops() : {}),
    'idempotency-key': 'hostile-input-0001',
  });
  const send = async (route: RouteCase, options: { path?: string; query?: string; payload?: string; contentType?: string; headers?: Record<string, string> }) =>
    t.app.inject({
      method: route.method,
      url: `${options.path ?? route.path.replace(/:[a-zA-Z]+/g, 'x')}${options.query ?? ''}`,
      headers: { ...(await credentials(route)), ...(options.payload === undefined ? {} : { 'content-type': options.contentType ?? 'application/json' }), ...options.headers },
      payload: options.payload,
    });

  it('covers every route that takes a body', () => {
    expect(BODY_ROUTES).toHaveLength(65);
  });

  it.each(named(BODY_ROUTES))('%s answers 400 body_too_deep to a body nested 4,000 levels (20 KB)', async (_name, route) => {
    const payload = `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`;
    const body = expectError(await send(route, { payload }), 400, 'body_too_deep');
    expect(body.messages[0]!.message).toBe('the request body nests objects and arrays deeper than 32 levels');
  });

  it.each(named(BODY_ROUTES))('%s accepts a body nested 32 levels as far as the depth goes', async (_name, route) => {
    const response = await send(route, { payload: `${'{"a":'.repeat(32)}1${'}'.repeat(32)}` });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().messages?.[0]?.code).not.toBe('body_too_deep');
  });

  it.each(named(BODY_ROUTES))('%s answers 422 to a NUL or an unpaired surrogate anywhere in a JSON body', async (_name, route) => {
    for (const payload of ['{"email":"a\\u0000b@example.com"}', '{"notes":"\\ud800"}', '{"games":[{"numbers":["1","\\udc00"]}]}', '{"metadata":{"k\\u0000":"v"}}']) {
      const body = expectError(await send(route, { payload }), 422, 'validation_failed');
      expect(Object.values(body.errors).flat()).toContain(UNSAFE_TEXT_MESSAGE);
    }
  });

  it.each(named(BODY_ROUTES))('%s answers 422 to a NUL in a form body', async (_name, route) => {
    const response = await send(route, { payload: 'limit=1%00&outcome=%00', contentType: 'application/x-www-form-urlencoded' });
    const body = expectError(response, 422, 'validation_failed');
    expect(body.messages[0]!.message).toBe(`invalid body: limit: ${UNSAFE_TEXT_MESSAGE}`);
  });

  it.each(named(PARAM_ROUTES))('%s answers 422 to a NUL in a path parameter', async (_name, route) => {
    const param = /:([a-zA-Z]+)/.exec(route.path)![1]!;
    const path = route.path.replace(`:${param}`, 'a%00b').replace(/:[a-zA-Z]+/g, 'x');
    const body = expectError(await send(route, { path }), 422, 'validation_failed');
    expect(body.errors).toEqual({ [param]: [UNSAFE_TEXT_MESSAGE] });
  });

  it.each(named(ROUTES))('%s answers 422 to a NUL in the query string', async (_name, route) => {
    const body = expectError(await send(route, { query: '?status=%00' }), 422, 'validation_failed');
    expect(body.messages[0]!.message).toBe(`invalid query string: status: ${UNSAFE_TEXT_MESSAGE}`);
  });

  it('answers 422 to a NUL in a header the API reads as data (the audit actor)', async () => {
    const route = ROUTES.find((candidate) => candidate.path === '/platform/sites/:site/rollback')!;
    const body = expectError(await send(route, { path: '/platform/sites/drawfront/rollback', payload: '{"channel":"live"}', headers: { 'x-ops-actor': 'a\u0000b' } }), 422, 'validation_failed');
    expect(body.errors).toEqual({ 'x-ops-actor': [UNSAFE_TEXT_MESSAGE] });
  });

  // The fields found answering 500 from outside, each with an otherwise valid request.
  it.each([
    ['login email', '/v2/login', { email: 'a\u0000@example.com', password: 'Password123' }],
    ['check-email email', '/v2/check-email', { email: 'a\u0000@example.com' }],
    ['sign-up first name', '/v2/signup', { email: 'nul-first@example.com', password: 'Password123', firstname: 'P\u0000t', lastname: 'Player', date_of_birth: '1990-04-01', state: 'NSW', accept_terms: true, email_opt_in: false }],
    ['sign-up last name (unpaired surrogate)', '/v2/signup', { email: 'nul-last@example.com', password: 'Password123', firstname: 'Pat', lastname: 'Pl\ud800yer', date_of_birth: '1990-04-01', state: 'NSW', accept_terms: true, email_opt_in: false }],
    ['cart lottery', '/v2/cart/items', { lottery: 'thursday\u0000', game_type: 'standard', game_offer: 'thursday-starburst-standard', num_draws: 1, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] }], quickpick: false }],
    ['purchase lottery', '/v2/cart/purchase', { items: [{ lottery: 'thursday\u0000', game_type: 'standard', game_offer: 'thursday-starburst-standard', num_draws: 1, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] }], quickpick: false }] }],
    ['card holder name', '/v2/funds/cc/test', { card_number: '4242424242424242', expiry_month: 12, expiry_year: new Date().getUTCFullYear() + 2, csc: '123', card_holder_name: 'Pat\u0000' }],
  ])('refuses a NUL or unpaired surrogate in the %s with 422', async (_name, url, payload) => {
    const response = await t.inject({ method: 'POST', url, sign: 'drawfront', customerToken: accessToken, headers: { 'idempotency-key': 'hostile-input-0002' }, payload });
    expect(Object.values(expectError(response, 422, 'validation_failed').errors).flat()).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  // A real card and cart line, so before this check the purchase reached the database with the metadata.
  it.each([
    ['metadata', { metadata: { source: '\ud800' } }],
    ['channel key', { channel_key: 'web\u0000' }],
    ['partner key', { partner_key: 'p\u0000' }],
  ])('refuses a NUL or unpaired surrogate in the deposit-and-purchase %s with 422', async (_name, purchase) => {
    const session = await signUp(t);
    const card = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
    await addToCart(t, session.accessToken, starburstLine());
    const response = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/deposit_purchase', headers: { 'idempotency-key': randomUUID() }, payload: { deposit: { fund_id: card.id, amount: 2000 }, purchase } });
    expect(Object.values(expectError(response, 422, 'validation_failed').errors).flat()).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('refuses a NUL in release notes with 422', async () => {
    await publishAll(t, '7.0.0');
    const response = await t.app.inject({ method: 'POST', url: '/platform/sites/drawfront/releases', headers: t.ops(), payload: { remotes: allAt('7.0.0'), notes: 'n\u0000' } });
    expect(expectError(response, 422, 'validation_failed').errors).toEqual({ notes: [UNSAFE_TEXT_MESSAGE] });
  });

  it.each(['release', 'history', 'releases/00000000-0000-4000-8000-000000000000'])('refuses a NUL in the site of the public /platform/sites/:site/%s with 422', async (rest) => {
    expect(expectError(await t.app.inject({ method: 'GET', url: `/platform/sites/drawfront%00/${rest}` }), 422, 'validation_failed').errors).toEqual({ site: [UNSAFE_TEXT_MESSAGE] });
  });
});

// Names of Object.prototype members: a map keyed by input that is a plain object already "holds" them (a
// function), so a lookup or `errors[key] ??= []` misreads it. Every registered route gets each as a query key
// and as a JSON and a form body key, with real credentials so the request reaches the route's own schemas.
const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
// Path parameters that name seeded records, so requests pass the lookups in front of the handlers.
const PARAM_VALUES = new Map([['site', 'drawfront'], ['remote', 'catalogue'], ['locale', 'en-AU'], ['collection', 'contact_messages'], ['provider', 'google'], ['gateway', 'test'], ['period', 'weekly'], ['subvariant', 'AU'], ['offerKey', 'thursday-starburst']]);

describe.each(backends())('keys named like Object.prototype members on every route on %s', (backend) => {
  const t = setupApp(backend);

  it.each(PROTOTYPE_KEYS)('%s as a query or body key answers 2xx or a 4xx in the error shape, never a 5xx', async (key) => {
    const who = await signUp(t);
    const routes = t.app.documentedRoutes;
    expect(routes.length).toBeGreaterThan(200);
    const problems: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => PARAM_VALUES.get(name) ?? 'x').replace(/\*$/, 'x');
      const credentials = route.url.startsWith('/platform') ? t.ops() : await t.signed('drawfront', { customerToken: who.accessToken });
      const headers = { ...credentials, 'x-sub-variant': 'AU', 'x-customer-id': who.customer.customerId, 'idempotency-key': `prototype-key-${key}` };
      const requests: { url: string; payload?: string; contentType?: string }[] = [{ url: `${path}?${key}=1` }];
      if (route.method !== 'GET') requests.push({ url: path, payload: `{"${key}":1}`, contentType: 'application/json' }, { url: path, payload: `${key}=1`, contentType: 'application/x-www-form-urlencoded' });
      for (const request of requests) {
        const response = await t.app.inject({ method: route.method as 'GET', url: request.url, headers: { ...headers, ...(request.contentType ? { 'content-type': request.contentType } : {}) }, payload: request.payload });
        const name = `${route.method} ${request.url} ${request.payload ?? ''}`;
        if (response.statusCode >= 500) problems.push(`${name}: ${response.statusCode}`);
        // Pages a browser is sent to (the 3-D Secure challenge, the wallet approval, the benefits sign-on) answer HTML.
        else if (response.statusCode >= 400 && !String(response.headers['content-type']).startsWith('text/html')) {
          const body = response.json();
          const shaped = Object.keys(body).sort().join() === 'error,errors,messages,result' && body.error === STATUS_CODES[response.statusCode] && typeof body.messages?.[0]?.code === 'string';
          if (!shaped) problems.push(`${name}: ${response.statusCode} not in the error shape: ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it.each(PROTOTYPE_KEYS)('a content list query reads %s as a field its items do not have', async (key) => {
    const list = (query: string) => t.app.inject({ method: 'GET', url: `/cms/items/pages?${query}` });
    const all = await list('');
    expect(all.json().data.length).toBeGreaterThan(0);
    const picked = await list(`fields=${key}`);
    expect(picked.json().data).toEqual(all.json().data.map(() => ({})));
    expect((await list(`sort=${key}`)).json().data).toEqual(all.json().data);
    const filtered = await list(`filter=${encodeURIComponent(`{"${key}":{"_nnull":true}}`)}`);
    expect({ status: filtered.statusCode, data: filtered.json().data }).toEqual({ status: 200, data: [] });
  });
});
