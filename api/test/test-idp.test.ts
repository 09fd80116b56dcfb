// The built-in test OpenID provider's code flow at its own endpoints, a forged ID token at our
// callback, and ConnectID verification (item 6): every refusal leaves nothing linked and nobody verified.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { customers, socialIdentities, verificationAttempts } from '../src/db/schema';
import { createOidcClient, s256 } from '../src/oidc/provider';
import { TEST_IDP_CODE_TTL_MS } from '../src/oidc/test-idp';
import { SIGN_IN_REDIRECT_URI, TEST_IDP_ISSUER } from '../src/oidc/test-providers';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { consent, signInAt } from './social-sign-in';

jest.setTimeout(30_000);

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const linkedCount = async (t: TestContext) => Number((await t.database.db.select({ n: count() }).from(socialIdentities))[0]!.n);

/** A code for our own PKCE pair, as a relying party would get one. */
async function codeFor(t: TestContext, verifier: string, email = 'approve@google.test'): Promise<string> {
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: 'drawfront-google',
    redirect_uri: SIGN_IN_REDIRECT_URI,
    scope: 'openid email',
    state: 'our-state',
    nonce: 'our-nonce',
    code_challenge: s256(verifier),
    code_challenge_method: 'S256',
    email,
    decision: 'allow',
  });
  const answer = await t.inject({ method: 'POST', url: '/test-idp/authorize', headers: FORM, payload: form.toString() });
  expect(answer.statusCode).toBe(303);
  const back = new URL(String(answer.headers.location), 'http://local').searchParams;
  expect(back.get('state')).toBe('our-state');
  return back.get('code')!;
}

const exchange = (t: TestContext, code: string, verifier: string, secret = 'test-google-secret') =>
  t.inject({
    method: 'POST',
    url: '/test-idp/token',
    headers: FORM,
    payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: SIGN_IN_REDIRECT_URI, client_id: 'drawfront-google', client_secret: secret, code_verifier: verifier }).toString(),
  });

describe.each(backends())('test identity provider on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const verifier = () => randomBytes(32).toString('base64url');

  it('publishes discovery and a JWKS, and answers an ID token signed with its key once per code', async () => {
    const discovery = (await t.inject({ method: 'GET', url: '/test-idp/.well-known/openid-configuration' })).json() as Record<string, unknown>;
    expect(discovery).toMatchObject({ issuer: TEST_IDP_ISSUER, code_challenge_methods_supported: ['S256'], response_types_supported: ['code'] });
    expect(String(discovery.jwks_uri)).toMatch(/\/test-idp\/jwks\.json$/);
    const jwks = (await t.inject({ method: 'GET', url: '/test-idp/jwks.json' })).json() as JSONWebKeySet;
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const pkce = verifier();
    const code = await codeFor(t, pkce);
    const first = await exchange(t, code, pkce);
    expect(first.statusCode).toBe(200);
    const { id_token: idToken } = first.json() as { id_token: string };
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), { issuer: TEST_IDP_ISSUER, audience: 'drawfront-google', currentDate: new Date(clock) });
    expect(payload).toMatchObject({ email: 'approve@google.test', email_verified: true, nonce: 'our-nonce' });
    // A reused code is refused.
    expectError(await exchange(t, code, pkce), 400, 'invalid_grant');
  });

  it('refuses a wrong PKCE verifier (and burns the code), an expired code, and a wrong client secret', async () => {
    const pkce = verifier();
    const code = await codeFor(t, pkce);
    expectError(await exchange(t, code, verifier()), 400, 'invalid_grant');
    expectError(await exchange(t, code, pkce), 400, 'invalid_grant');

    const late = verifier();
    const lateCode = await codeFor(t, late);
    clock += TEST_IDP_CODE_TTL_MS + 1_000;
    expectError(await exchange(t, lateCode, late), 400, 'invalid_grant');

    const other = verifier();
    expectError(await exchange(t, await codeFor(t, other), other, 'not-the-secret'), 401, 'invalid_client');
  });

  it('refuses an authorization request without PKCE S256 back to the client, and an unregistered redirect without redirecting', async () => {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'drawfront-google', redirect_uri: SIGN_IN_REDIRECT_URI, scope: 'openid', state: 's', code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' });
    const plain = await t.inject({ method: 'GET', url: `/test-idp/authorize?${query.toString()}` });
    expect(plain.statusCode).toBe(303);
    expect(String(plain.headers.location)).toMatch(/^\/login\/social\/callback\?error=invalid_request&.*state=s$/);
    query.set('redirect_uri', 'https://evil.example/callback');
    const evil = await t.inject({ method: 'GET', url: `/test-idp/authorize?${query.toString()}` });
    expect(evil.statusCode).toBe(400);
    expect(evil.headers.location).toBeUndefined();
  });

  it('verifies ConnectID in one redirect and refuses a replayed callback, an unverified identity and another customer', async () => {
    const { accessToken, customer } = await signUp(t);
    const start = async (token = accessToken) => (await asCustomer(t, token, { method: 'POST', url: '/v2/customer/verification/connectid' })).json() as { redirectUrl: string };
    const finish = (payload: Record<string, unknown>, token = accessToken) => asCustomer(t, token, { method: 'POST', url: '/v2/customer/verification/connectid/callback', payload });
    const isVerified = async () => (await t.database.db.select({ v: customers.isVerified }).from(customers).where(eq(customers.id, customer.customerId)))[0]!.v;

    const unverified = await consent(t, (await start()).redirectUrl, 'unverified@connectid.test');
    expectError(await finish({ state: unverified.state, code: unverified.code }), 422, 'connectid_not_verified');
    expect(await isVerified()).toBe(false);

    const someoneElse = await signUp(t);
    const back = await consent(t, (await start()).redirectUrl, 'approve@connectid.test');
    expectError(await finish({ state: back.state, code: back.code }, someoneElse.accessToken), 410, 'social_auth_state_invalid');

    const good = await consent(t, (await start()).redirectUrl, 'approve@connectid.test');
    const done = await finish({ state: good.state, code: good.code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ isVerified: true, method: 'connect_id' });
    expect(await isVerified()).toBe(true);
    // Recorded as a connect_id verification, like every other way to verify.
    const attempts = await t.database.db.select({ method: verificationAttempts.method, outcome: verificationAttempts.outcome }).from(verificationAttempts).where(eq(verificationAttempts.customerId, customer.customerId));
    expect(attempts).toEqual([{ method: 'connect_id', outcome: 'verified' }]);
    expectError(await finish({ state: good.state, code: good.code }), 410, 'social_auth_state_invalid');
    expectError(await finish({ state: '' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'POST', url: '/v2/customer/verification/connectid', sign: 'drawfront' }), 401, 'unauthorised');
  });
});

describe.each(backends())('a forged ID token on %s', (backend) => {
  // Our Google client of the test provider, except that the ID token is re-signed with a key that is not the
  // provider's (same kid, same claims): what a man in the middle of the token response would try.
  let forge = true;
  // The app is built after the client it is given; the client's calls reach it through this.
  const ref: { t?: TestContext } = {};
  const forger = generateKeyPair('RS256');
  const jwks = async () => (await ref.t!.inject({ method: 'GET', url: '/test-idp/jwks.json' })).json() as JSONWebKeySet;
  const google = createOidcClient({
    key: 'google',
    issuer: TEST_IDP_ISSUER,
    clientId: 'drawfront-google',
    clientSecret: 'test-google-secret',
    authorizationEndpoint: '/test-idp/authorize',
    scope: 'openid email profile',
    now: () => new Date(),
    keys: async (header, token) => createLocalJWKSet(await jwks())(header, token),
    tokenRequest: async (form) => {
      const answer = (await ref.t!.inject({ method: 'POST', url: '/test-idp/token', headers: FORM, payload: new URLSearchParams(form).toString() })).json() as { id_token: string };
      if (!forge) return answer;
      const { kid } = decodeProtectedHeader(answer.id_token);
      const forged = await new SignJWT(decodeJwt(answer.id_token)).setProtectedHeader({ alg: 'RS256', kid }).sign((await forger).privateKey);
      return { ...answer, id_token: forged };
    },
  });
  const t = setupApp(backend, {}, { identityProviders: { google } });
  ref.t = t;

  it('refuses it and links nothing; the same flow unforged signs up', async () => {
    const before = await linkedCount(t);
    const back = await signInAt(t, 'google', 'forged@google.test');
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/callback', sign: 'drawfront', payload: { state: back.state, code: back.code } }), 401, 'social_auth_failed');
    expect(await linkedCount(t)).toBe(before);

    forge = false;
    const honest = await signInAt(t, 'google', 'forged@google.test');
    const answer = await t.inject({ method: 'POST', url: '/v2/social-auth/callback', sign: 'drawfront', payload: { state: honest.state, code: honest.code } });
    expect(answer.json()).toMatchObject({ status: 'signup_required' });
  });
});
