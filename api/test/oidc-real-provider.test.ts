// The real OpenID Connect client (openid-client) against a standards-compliant provider over real HTTP: the
// built-in test provider, listening on a port as an outside provider would, under an issuer of its own.
// Discovery, JWKS, the authorization URL, PKCE, the token endpoint and ID-token verification are all openid-client's.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createDiscoveredClient } from '../src/oidc/discovered-client';
import { newAuthorizationSecrets, ProviderError } from '../src/oidc/provider';
import { TEST_IDP_CLIENTS } from '../src/oidc/test-providers';
import { openTestDatabase, setupApp, testConfig } from './helper';
import type { TestDatabase } from './helper';

const CLIENT = { clientId: 'drawfront-shop', clientSecret: 'a-real-looking-client-secret' };
// Where the production shop's sign-in page is: the drawfront site's first domain (seed), over https.
const SHOP_CALLBACK = 'https://127.0.0.1/login/social/callback';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The provider: an API instance whose test provider registers our client, listening on a port of its own. */
function outsideProvider() {
  const state: { issuer: string; app?: FastifyInstance; database?: TestDatabase } = { issuer: '' };
  beforeAll(async () => {
    const port = await freePort();
    state.issuer = `http://127.0.0.1:${port}/test-idp`;
    state.database = await openTestDatabase('pglite');
    state.app = await buildApp({
      config: testConfig(),
      database: state.database.handle,
      logger: false,
      schemaCompilation: 'lazy',
      testIdp: { issuer: state.issuer, clients: [...TEST_IDP_CLIENTS, { ...CLIENT, provider: 'google', redirectUris: [SHOP_CALLBACK], label: 'Google (test)' }] },
    });
    await state.app.listen({ port, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await state.app?.close();
    await state.database?.destroy();
  });
  return state;
}

/** Answers the provider's consent page at `authorizationUrl` as `email`, over HTTP, and reads the code it sends back. */
async function consent(authorizationUrl: string, email: string): Promise<string> {
  const url = new URL(authorizationUrl);
  expect((await fetch(url)).status).toBe(200);
  const form = new URLSearchParams([...url.searchParams, ['email', email], ['decision', 'allow']]);
  const answer = await fetch(`${url.origin}${url.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(SHOP_CALLBACK);
  return back.searchParams.get('code')!;
}

// One provider for the file: both groups below are its relying parties.
const provider = outsideProvider();

describe('createDiscoveredClient against a provider over HTTP', () => {
  const client = () => createDiscoveredClient({ key: 'google', issuer: provider.issuer, ...CLIENT, scope: 'openid email profile', allowInsecureRequests: true });

  it('discovers the provider, sends the browser there with PKCE, and redeems the code for verified claims', async () => {
    const google = client();
    const secrets = newAuthorizationSecrets();
    const url = new URL(await google.authorizationUrl({ ...secrets, redirectUri: SHOP_CALLBACK }));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: CLIENT.clientId, redirect_uri: SHOP_CALLBACK, response_type: 'code', code_challenge: secrets.codeChallenge, code_challenge_method: 'S256', state: secrets.state, nonce: secrets.nonce });
    const code = await consent(url.href, 'pat.player@google.test');
    const claims = await google.redeem({ code, codeVerifier: secrets.codeVerifier, redirectUri: SHOP_CALLBACK, nonce: secrets.nonce });
    expect(claims).toMatchObject({ email: 'pat.player@google.test', emailVerified: true, subject: expect.any(String) as string });
  });

  it('refuses an ID token minted for another request (nonce), a code spent twice and a wrong verifier', async () => {
    const google = client();
    const secrets = newAuthorizationSecrets();
    const code = await consent(await google.authorizationUrl({ ...secrets, redirectUri: SHOP_CALLBACK }), 'nonce@google.test');
    await expect(google.redeem({ code, codeVerifier: secrets.codeVerifier, redirectUri: SHOP_CALLBACK, nonce: 'another-request' })).rejects.toBeInstanceOf(ProviderError);
    await expect(google.redeem({ code, codeVerifier: secrets.codeVerifier, redirectUri: SHOP_CALLBACK, nonce: secrets.nonce })).rejects.toBeInstanceOf(ProviderError);

    const next = newAuthorizationSecrets();
    const second = await consent(await google.authorizationUrl({ ...next, redirectUri: SHOP_CALLBACK }), 'verifier@google.test');
    await expect(google.redeem({ code: second, codeVerifier: newAuthorizationSecrets().codeVerifier, redirectUri: SHOP_CALLBACK, nonce: next.nonce })).rejects.toBeInstanceOf(ProviderError);
  });

  it('reports a provider it cannot reach as a ProviderError, each time it is asked', async () => {
    const unreachable = createDiscoveredClient({ key: 'google', issuer: `http://127.0.0.1:${await freePort()}/idp`, ...CLIENT, scope: 'openid email', allowInsecureRequests: true });
    await expect(unreachable.authorizationUrl({ ...newAuthorizationSecrets(), redirectUri: SHOP_CALLBACK })).rejects.toBeInstanceOf(ProviderError);
    await expect(unreachable.authorizationUrl({ ...newAuthorizationSecrets(), redirectUri: SHOP_CALLBACK })).rejects.toBeInstanceOf(ProviderError);
  });

  it('refuses a provider whose discovery document names another issuer', async () => {
    // The same provider under another name: its document says 127.0.0.1, the client expects localhost.
    const impostor = createDiscoveredClient({ key: 'google', issuer: provider.issuer.replace('127.0.0.1', 'localhost'), ...CLIENT, scope: 'openid email', allowInsecureRequests: true });
    await expect(impostor.authorizationUrl({ ...newAuthorizationSecrets(), redirectUri: SHOP_CALLBACK })).rejects.toThrow(/issuer/);
  });
});

describe('sign-in through a configured provider, with the test doors shut', () => {
  // Read when the app is built (after the provider listens): setupApp copies the environment in its beforeAll.
  const env: Record<string, string> = { TEST_DOORS: 'off', VERIFICATION_PROVIDER: 'documents', PAYOUT_PROVIDER: 'manual', PAYMENT_GATEWAYS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_held_by_the_deployment', OIDC_PROVIDERS: 'google' };
  beforeAll(() => {
    Object.assign(env, { OIDC_GOOGLE_ISSUER: provider.issuer, OIDC_GOOGLE_CLIENT_ID: CLIENT.clientId, OIDC_GOOGLE_CLIENT_SECRET: CLIENT.clientSecret });
  });
  const t = setupApp('pglite', env);

  it('offers Google only, and signs a new customer up through it', async () => {
    const { capabilities } = (await t.inject({ method: 'GET', url: '/v2/capabilities', sign: 'drawfront' })).json();
    expect(capabilities).toContain('sign-in-google');
    expect(capabilities).not.toContain('sign-in-apple');
    const started = await t.inject({ method: 'POST', url: '/v2/social-auth/google/start', sign: 'drawfront', payload: { return_to: '/my-account' } });
    expect(started.statusCode).toBe(200);
    const code = await consent(started.json().redirectUrl, 'new.customer@google.test');
    const state = new URL(started.json().redirectUrl).searchParams.get('state')!;
    const answer = await t.inject({ method: 'POST', url: '/v2/social-auth/callback', sign: 'drawfront', payload: { state, code } });
    expect(answer.json()).toMatchObject({ status: 'signup_required', email: 'new.customer@google.test' });
  });
});
