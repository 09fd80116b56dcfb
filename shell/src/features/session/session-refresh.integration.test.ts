/**
 * @jest-environment node
 */
// The real shared API client (Node brings fetch's Response and Web Crypto) wired to the session service, as create-shell-context wires them.
import { createApiClient } from '@drawfront/shared/api-client/create-api-client';
import type { Discovery } from '@drawfront/shared/api-client/types';
import { createEventBus } from '@drawfront/shared/bus/event-bus';
import { createCartStore } from '@drawfront/shared/stores/cart-store';
import { createNotificationStore } from '@drawfront/shared/stores/notification-store';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { createSessionStore } from '@drawfront/shared/stores/session-store';
import { memoryTokenStorage } from '../../testing/memory-token-storage';
import { createSessionService } from './session-service';
import type { SessionService } from '../../lib/session-service';
import { buildAccessToken } from '../../testing/session-builders';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function wire(fetchImpl: (url: string, init: RequestInit) => Promise<Response>) {
  const services = Object.fromEntries(
    ['main', 'content', 'customer-verify', 'rewards', 'lotto-party', 'translations', 'notifications', 'placement', 'migration', 'events', 'platform', 'membership'].map((name) => [name, { baseUrl: `https://api.test/${name}`, version: '1.0' }]),
  ) as Discovery['services'];
  services.main = { baseUrl: 'https://api.test/v2', version: '3.0' };
  const oldToken = buildAccessToken('c-42', { expiresInS: -10 });
  const session = createSessionStore({ isAuthenticated: true, customerId: 'c-42', accessToken: oldToken, customer: null });
  let service: SessionService | null = null;
  const api = createApiClient({
    discovery: { services },
    appKey: 'drawfront-web',
    signingSecret: 'secret',
    site: 'demo',
    subVariant: 'AU',
    getSession: () => ({ accessToken: session.get().accessToken, customerId: session.get().customerId }),
    sessionId: 's1',
    deviceId: 'd1',
    fetch: ((url: string, init: RequestInit) => fetchImpl(String(url), init)) as unknown as typeof fetch,
    refreshSession: () => service?.refresh() ?? Promise.resolve(false),
  });
  const tokens = memoryTokenStorage({ refreshToken: 'rt1' });
  service = createSessionService({ api, bus: createEventBus(), session, cart: createCartStore('AUD'), notifications: createNotificationStore(() => undefined), tokens, cartClient: { convertAnonymousCart: () => Promise.resolve(null) }, pathTo: createPathTo({ capabilities: [] }), currentPath: () => '/my-account' });
  return { api, session, tokens, oldToken };
}

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization ?? (init.headers as Record<string, string>).authorization ?? null;

describe('API client + session service', () => {
  it('refreshes once on a 401, shares it between parallel calls and retries each with the new token', async () => {
    const newToken = buildAccessToken('c-42');
    const seen: string[] = [];
    const { api, session, tokens } = wire(async (url, init) => {
      const path = new URL(url).pathname;
      seen.push(`${init.method} ${path} ${bearer(init) === `Bearer ${newToken}` ? 'new' : bearer(init) ? 'old' : 'none'}`);
      if (path === '/v2/refresh') {
        expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'rt1' });
        return json(200, { access_token: newToken, refresh_token: 'rt2', device_uuid: 'd1' });
      }
      return bearer(init) === `Bearer ${newToken}` ? json(200, { ok: path }) : json(401, { messages: [{ code: 'unauthorised', message: 'this call needs a valid access token: the access token has expired' }] });
    });
    await expect(Promise.all([api.request({ path: '/customer' }), api.request({ path: '/cart/items' })])).resolves.toEqual([{ ok: '/v2/customer' }, { ok: '/v2/cart/items' }]);
    expect(seen.filter((line) => line.startsWith('POST /v2/refresh'))).toHaveLength(1);
    expect(seen.filter((line) => line.endsWith('new') && line.startsWith('GET'))).toHaveLength(2);
    expect(session.get().accessToken).toBe(newToken);
    expect(tokens.values.refreshToken).toBe('rt2');
  });

  it('signs out and rejects the call when the refresh token is refused', async () => {
    const { api, session, tokens } = wire(async (url) => {
      const path = new URL(url).pathname;
      if (path === '/v2/refresh') return json(401, { messages: [{ code: 'invalid_refresh_token', message: 'Refresh token reused' }] });
      if (path === '/v2/logout') return json(200, {});
      return json(401, { messages: [{ code: 'unauthorised', message: 'this call needs a valid access token: the access token has expired' }] });
    });
    await expect(api.request({ path: '/customer' })).rejects.toMatchObject({ status: 401 });
    expect(session.get().isAuthenticated).toBe(false);
    expect(tokens.values.refreshToken).toBeNull();
  });
});
