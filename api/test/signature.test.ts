import { createHmac } from 'node:crypto';
import { signRequest } from '../src/plugins/signature';
import { backends, expectError, setupApp } from './helper';

describe('signRequest', () => {
  it('is the lowercase hex HMAC-SHA256 of "appKey:timestamp:customerToken" keyed with the secret', () => {
    const expected = createHmac('sha256', 's3cret').update('drawfront-web:1700000000:tok_1').digest('hex');
    expect(signRequest({ appKey: 'drawfront-web', secret: 's3cret', timestamp: 1700000000, customerToken: 'tok_1' })).toBe(expected);
    expect(signRequest({ appKey: 'drawfront-web', secret: 's3cret', timestamp: 1700000000 })).toBe(createHmac('sha256', 's3cret').update('drawfront-web:1700000000:').digest('hex'));
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(backends())('request signatures and API version on %s', (backend) => {
  const t = setupApp(backend);
  const now = () => Math.floor(Date.now() / 1000);

  it.each(['/v2/config', '/v2/capabilities', '/v2/branding', '/v2/pricing/default/product_offers'])('signs %s: 200 when signed, 401 when not, 400 in an unknown version', async (url) => {
    expect((await t.inject({ method: 'GET', url, sign: 'drawfront' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url, sign: 'drawfront', headers: { 'X-Api-Version': '3.9' } })).statusCode).toBe(200);
    expectError(await t.inject({ method: 'GET', url }), 401, 'invalid_signature');
    expectError(await t.inject({ method: 'GET', url, headers: await t.signed('drawfront', { timestamp: now() - 3600 }) }), 401, 'signature_expired');
    expectError(await t.inject({ method: 'GET', url, sign: 'drawfront', headers: { 'X-Api-Version': '5.0' } }), 400, 'unsupported_version');
  });

  it.each(['X-App-Key', 'X-Timestamp', 'X-Signature'])('refuses a call without %s', async (header) => {
    const headers = await t.signed('drawfront');
    delete headers[header];
    const body = expectError(await t.inject({ method: 'GET', url: '/v2/config', headers }), 401, 'invalid_signature');
    expect(body.messages[0]!.message).toContain(`missing header ${header}`);
  });

  it('refuses a signature made with another secret', async () => {
    const headers = await t.signed('drawfront');
    headers['X-Signature'] = signRequest({ appKey: 'drawfront-web', secret: 'not-the-secret', timestamp: headers['X-Timestamp']! });
    expectError(await t.inject({ method: 'GET', url: '/v2/config', headers }), 401, 'invalid_signature');
  });

  it('refuses a malformed signature (not 64 lowercase hex digits)', async () => {
    const headers = await t.signed('drawfront');
    for (const signature of [headers['X-Signature']!.toUpperCase(), 'abc', `${headers['X-Signature']}00`]) {
      expectError(await t.inject({ method: 'GET', url: '/v2/config', headers: { ...headers, 'X-Signature': signature } }), 401, 'invalid_signature');
    }
  });

  it("refuses another site's app key", async () => {
    const goodcause = await t.signed('goodcause', { siteHeader: false });
    const body = expectError(await t.inject({ method: 'GET', url: '/v2/config', headers: { ...goodcause, 'X-Drawfront-Site': 'drawfront' } }), 401, 'invalid_signature');
    expect(body.messages[0]!.message).toContain("app key of site 'drawfront'");
  });

  it('covers the customer token: the signature must be made over the bearer token sent', async () => {
    const signedForToken = await t.signed('drawfront', { customerToken: 'access_token_1' });
    expect((await t.inject({ method: 'GET', url: '/v2/config', headers: signedForToken })).statusCode).toBe(200);
    const { Authorization: _dropped, ...withoutToken } = signedForToken;
    expectError(await t.inject({ method: 'GET', url: '/v2/config', headers: withoutToken }), 401, 'invalid_signature');
    expectError(await t.inject({ method: 'GET', url: '/v2/config', headers: { ...signedForToken, Authorization: 'Bearer another_token' } }), 401, 'invalid_signature');
  });

  it.each([
    ['301 s old', -301],
    ['301 s ahead', 301],
  ])('refuses a timestamp %s as expired', async (_label, offset) => {
    const body = expectError(await t.inject({ method: 'GET', url: '/v2/config', headers: await t.signed('drawfront', { timestamp: now() + offset }) }), 401, 'signature_expired');
    expect(body.messages[0]!.message).toContain('300 seconds');
  });

  it('accepts a timestamp within the 300 s skew', async () => {
    for (const offset of [-290, 290]) {
      expect((await t.inject({ method: 'GET', url: '/v2/config', headers: await t.signed('drawfront', { timestamp: now() + offset }) })).statusCode).toBe(200);
    }
  });

  it('refuses a timestamp that is not unix seconds', async () => {
    const headers = await t.signed('drawfront');
    expectError(await t.inject({ method: 'GET', url: '/v2/config', headers: { ...headers, 'X-Timestamp': '2026-01-01T00:00:00Z' } }), 401, 'invalid_signature');
  });

  it('signs every /v2 path, even an unknown one (401 unsigned, 404 signed)', async () => {
    expectError(await t.inject({ method: 'GET', url: '/v2/no-such-call' }), 401, 'invalid_signature');
    expectError(await t.inject({ method: 'GET', url: '/v2/no-such-call', sign: 'drawfront' }), 404, 'not_found');
  });

  it('signs every /social/v3 path: unsigned is 401; signed, the lotto party headers are checked next', async () => {
    expectError(await t.inject({ method: 'GET', url: '/social/v3/group' }), 401, 'invalid_signature');
    expectError(await t.inject({ method: 'GET', url: '/social/v3/group', sign: 'drawfront' }), 400, 'sub_variant_required');
  });

  it('leaves discovery, translations and platform reads unsigned', async () => {
    for (const url of ['/discover', '/translations/en-AU/items', '/platform/sites', '/platform/sites/current']) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it.each(['3.0', '3.3', '3.9'])('accepts X-Api-Version %s', async (version) => {
    expect((await t.inject({ method: 'GET', url: '/v2/config', sign: 'drawfront', headers: { 'X-Api-Version': version } })).statusCode).toBe(200);
  });

  it.each(['4.0', '3.10', '2.9', 'latest'])('refuses X-Api-Version %s with 400 unsupported_version', async (version) => {
    const body = expectError(await t.inject({ method: 'GET', url: '/v2/config', sign: 'drawfront', headers: { 'X-Api-Version': version } }), 400, 'unsupported_version');
    expect(body.messages[0]!.message).toContain(`'${version}'`);
  });
});
