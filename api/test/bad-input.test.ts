// Schema-driven hostile input on every route: random path parameters, query strings, headers and
// JSON bodies (a fixed-seed generator, so a failure replays). Whatever arrives, the API answers in
// the error shape with a 4xx, never a 5xx, and changes nothing.
import { STATUS_CODES } from 'node:http';
import { count } from 'drizzle-orm';
import { cartItems, checkouts, customers, deposits, funds, ledgerEntries, notifications, outboxEmails, precommitmentLimits, refreshTokens, tickets, releaseAudit, remoteArtifacts, sitePointers, siteReleases } from '../src/db/schema';
import { signUp } from './customers';
import { backends, setupApp } from './helper';

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  signed?: boolean;
  /** Needs a bearer token: most requests carry a real customer's, so the schemas behind the auth check are reached too. */
  customer?: boolean;
  ops?: boolean;
}

const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/discover' },
  { method: 'GET', path: '/v2/config', signed: true },
  { method: 'GET', path: '/v2/capabilities', signed: true },
  { method: 'GET', path: '/v2/branding', signed: true },
  { method: 'GET', path: '/v2/pricing/:pricingName/product_offers', signed: true },
  { method: 'POST', path: '/v2/check-email', signed: true },
  { method: 'POST', path: '/v2/signup', signed: true },
  { method: 'POST', path: '/v2/login', signed: true },
  { method: 'POST', path: '/v2/refresh', signed: true },
  { method: 'GET', path: '/v2/logout', signed: true },
  { method: 'GET', path: '/v2/customer', signed: true, customer: true },
  { method: 'POST', path: '/v2/anon-cart', signed: true },
  { method: 'GET', path: '/v2/anon-cart/:token', signed: true },
  { method: 'POST', path: '/v2/anon-cart/:token/items', signed: true },
  { method: 'PUT', path: '/v2/anon-cart/:token/items/:id', signed: true },
  { method: 'DELETE', path: '/v2/anon-cart/:token/items/:id', signed: true },
  { method: 'POST', path: '/v2/anon-cart/:token/build', signed: true },
  { method: 'POST', path: '/v2/anon-cart/:token/convert', signed: true, customer: true },
  { method: 'GET', path: '/v2/cart/items', signed: true, customer: true },
  { method: 'POST', path: '/v2/cart/items', signed: true, customer: true },
  { method: 'PUT', path: '/v2/cart/items/:id', signed: true, customer: true },
  { method: 'DELETE', path: '/v2/cart/items/:id', signed: true, customer: true },
  { method: 'POST', path: '/v2/cart/build', signed: true, customer: true },
  { method: 'POST', path: '/v2/cart/purchase', signed: true, customer: true },
  { method: 'GET', path: '/v2/checkout/:id', signed: true, customer: true },
  { method: 'GET', path: '/v2/tickets', signed: true, customer: true },
  { method: 'GET', path: '/v2/tickets/:id', signed: true, customer: true },
  { method: 'GET', path: '/v2/transactions', signed: true, customer: true },
  { method: 'POST', path: '/v2/precommitment', signed: true, customer: true },
  { method: 'DELETE', path: '/v2/precommitment', signed: true, customer: true },
  { method: 'GET', path: '/v2/payment_methods', signed: true, customer: true },
  { method: 'POST', path: '/v2/funds/cc/:gateway', signed: true, customer: true },
  { method: 'POST', path: '/v2/funds/:id/default', signed: true, customer: true },
  { method: 'DELETE', path: '/v2/funds/:id', signed: true, customer: true },
  { method: 'POST', path: '/v2/funds/:id/deposit', signed: true, customer: true },
  { method: 'GET', path: '/v2/deposits/:id', signed: true, customer: true },
  { method: 'GET', path: '/v2/notifications', signed: true, customer: true },
  { method: 'POST', path: '/v2/notifications/read', signed: true, customer: true },
  // The development mailbox answers a page (200 HTML) or JSON; bad queries are JSON errors.
  { method: 'GET', path: '/dev/mailbox' },
  { method: 'GET', path: '/dev/mailbox/messages' },
  // The challenge page itself answers HTML (404 page for an unknown reference); its form post and the return are JSON errors.
  { method: 'POST', path: '/payments/test/challenge/:ref' },
  { method: 'GET', path: '/3ds/notify' },
  { method: 'GET', path: '/translations/:locale/items' },
  { method: 'GET', path: '/platform/sites' },
  { method: 'GET', path: '/platform/sites/current' },
  { method: 'GET', path: '/platform/remotes' },
  { method: 'GET', path: '/platform/remotes/:remote/versions' },
  { method: 'POST', path: '/platform/remotes/:remote/versions', ops: true },
  { method: 'POST', path: '/platform/sites/:site/releases', ops: true },
  { method: 'GET', path: '/platform/sites/:site/releases/:id' },
  { method: 'POST', path: '/platform/sites/:site/pointer', ops: true },
  { method: 'DELETE', path: '/platform/sites/:site/canary', ops: true },
  { method: 'POST', path: '/platform/sites/:site/rollback', ops: true },
  { method: 'GET', path: '/platform/sites/:site/release' },
  { method: 'GET', path: '/platform/sites/:site/history' },
];

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

const HOSTILE_STRINGS = ['', ' ', '0', '-1', '1e309', 'null', 'true', '%', '%00', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', "' or 1=1 --", '<script>alert(1)</script>', '💥', 'x'.repeat(3000), 'DRAWFRONT', 'drawfront', 'catalogue', '00000000-0000-4000-8000-000000000000', 'en-AU', 'default'];
const KNOWN_FIELDS = ['lottery', 'game_type', 'game_offer', 'num_draws', 'games', 'numbers', 'email', 'password', 'refresh_token', 'date_of_birth', 'accept_terms', 'state', 'version', 'manifestUrl', 'entry_url', 'integrity', 'contractVersion', 'remotes', 'notes', 'base', 'releaseId', 'expected_revision', 'expectedRevision', 'channel', 'percentage', 'card_number', 'expiry_month', 'expiry_year', 'csc', 'card_holder_name', 'amount', 'return_path', 'outcome', 'ids', 'all', 'to', '__proto__', 'constructor'];

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

describe.each(backends())('hostile input on every route on %s', (backend) => {
  const t = setupApp(backend);

  let accessToken = '';
  beforeAll(async () => {
    accessToken = (await signUp(t)).accessToken;
  });

  const snapshot = async () => {
    const db = t.database.db;
    const counts = await Promise.all([remoteArtifacts, siteReleases, sitePointers, releaseAudit, customers, refreshTokens, cartItems, ledgerEntries, checkouts, tickets, precommitmentLimits, funds, deposits, notifications, outboxEmails].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
    return counts;
  };

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s answers 2xx or a 4xx in the error shape, never a 5xx', async (_name, route) => {
    const before = await snapshot();
    const random = generator(route.path.length * 7919 + route.method.length);
    for (let i = 0; i < 25; i += 1) {
      const path = route.path.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(random.pick(HOSTILE_STRINGS)) || '%20');
      const query = new URLSearchParams();
      for (let q = Math.floor(random.next() * 4); q > 0; q -= 1) query.append(random.pick(['segment', 'sv', 'visitor', 'limit', 'offset', 'status', 'c', 'id', 't', 'expectedRevision', 'deposit', 'outcome', 'to', 'filter[funds.cart][eq]', 'x']), String(random.pick(HOSTILE_STRINGS)));
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
  });
});
