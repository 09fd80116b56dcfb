import { backends, expectError, setupApp } from './helper';

describe.each(backends())('health, discovery and transport errors on %s', (backend) => {
  const t = setupApp(backend);

  it('reports ok and the database kind when the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: backend });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists every service with an origin-relative base URL and its version', async () => {
    const response = await t.inject({ method: 'GET', url: '/discover' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      services: {
        main: { baseUrl: '/v2', version: '3.0' },
        content: { baseUrl: '/cms', version: '1.0' },
        'customer-verify': { baseUrl: '/customer-verify', version: '1.0' },
        rewards: { baseUrl: '/rewards', version: '1.0' },
        'lotto-party': { baseUrl: '/social/v3', version: '3.0' },
        translations: { baseUrl: '/translations', version: '1.0' },
        notifications: { baseUrl: '/notifications', version: '1.0' },
        placement: { baseUrl: '/placement', version: '1.0' },
        migration: { baseUrl: '/migration', version: '1.0' },
        events: { baseUrl: '/events', version: '1.0' },
        platform: { baseUrl: '/platform', version: '1.0' },
        membership: { baseUrl: '/membership', version: '3.2' },
      },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers an unknown route with 404 not_found in the error shape', async () => {
    const body = expectError(await t.inject({ method: 'GET', url: '/no/such/route?x=1' }), 404, 'not_found');
    expect(body.messages[0]!.message).toBe('route GET /no/such/route not found');
    expect(body.result).toBeNull();
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await t.inject({ method: 'POST', url: '/platform/remotes/catalogue/versions', headers: { ...t.ops(), 'content-type': 'application/json' }, payload: '{"version": "1.0.0",' });
    expectError(response, 400, 'invalid_json');
  });

  it('refuses a body that would poison prototypes as invalid JSON', async () => {
    const response = await t.inject({ method: 'POST', url: '/platform/remotes/catalogue/versions', headers: { ...t.ops(), 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}}' });
    expectError(response, 400, 'invalid_json');
  });

  it('answers a body in an unsupported media type with 415', async () => {
    const response = await t.inject({ method: 'POST', url: '/platform/remotes/catalogue/versions', headers: { ...t.ops(), 'content-type': 'text/xml' }, payload: '<a/>' });
    expectError(response, 415, 'unsupported_media_type');
  });

  it('echoes the caller request id and sends one when none was given', async () => {
    const given = await t.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await t.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('lets a browser on the remotes origin send the signing headers (CORS preflight)', async () => {
    const response = await t.inject({
      method: 'OPTIONS',
      url: '/v2/config',
      headers: { origin: 'http://127.0.0.1:3001', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-app-key,x-signature,x-timestamp' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3001');
    expect(String(response.headers['access-control-allow-headers'])).toContain('X-Signature');
  });

  it('answers URLs the router rejects (bad percent-encoding, over-long parameter) in the error shape', async () => {
    expectError(await t.inject({ method: 'GET', url: '/platform/remotes/%E0%A4%A/versions' }), 400, 'bad_url');
    expectError(await t.inject({ method: 'GET', url: `/platform/remotes/${'x'.repeat(200)}/versions` }), 414, 'param_too_long');
  });

  it('ignores a trailing slash', async () => {
    expect((await t.inject({ method: 'GET', url: '/health/' })).statusCode).toBe(200);
  });
});
