// The test doors: one switch (config.testDoors, never on in production) decides every development- and
// test-only surface. With it shut there is nothing to find: each route is absent (404, and absent from
// /openapi.json), no simulated party is offered, and a party the platform needs must be real or start-up fails.
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { TEST_PAYPAL_BASE } from '../src/modules/funds/redirect-page-routes';
import type { Database } from '../src/db/client';
import { createOutsideParties, TEST_CHALLENGE_BASE } from '../src/parties/outside-parties';
import { asCustomer, signUp } from './customers';
import { backends, expectError, OPS_TOKEN, setupApp, testConfig } from './helper';
import type { TestContext } from './helper';
import { listeningApi, runOps } from './ops-cli';
import { PRODUCTION_ENV } from './support/production';
import { detailsBody } from './verification';

/** Every test door, as a request an attacker would send (with the ops token where the route asks for one). */
const TEST_DOORS = [
  { method: 'GET', url: '/test-idp/.well-known/openid-configuration' },
  { method: 'GET', url: '/test-idp/jwks.json' },
  { method: 'GET', url: '/test-idp/authorize?client_id=drawfront-google' },
  { method: 'POST', url: '/test-idp/authorize', form: 'email=victim%40example.org&decision=allow' },
  { method: 'POST', url: '/test-idp/token', form: 'grant_type=authorization_code&code=x' },
  { method: 'GET', url: `${TEST_CHALLENGE_BASE}/ch_1` },
  { method: 'POST', url: `${TEST_CHALLENGE_BASE}/ch_1`, form: 'outcome=approve' },
  { method: 'GET', url: `${TEST_PAYPAL_BASE}/pp_1` },
  { method: 'POST', url: `${TEST_PAYPAL_BASE}/pp_1`, form: 'action=approve' },
  { method: 'GET', url: '/dev/mailbox' },
  { method: 'GET', url: '/dev/mailbox/messages' },
  { method: 'GET', url: '/dev/mailbox/messages/00000000-0000-4000-8000-000000000000/html', documented: '/dev/mailbox/messages/{id}/html' },
  { method: 'POST', url: '/platform/sites/drawfront/offers/saturday-super-draw/draw', ops: true, documented: '/platform/sites/{site}/offers/{offer}/draw' },
  { method: 'GET', url: '/platform/sites/drawfront/offers/saturday-super-draw/draw/rehearsal', ops: true, documented: '/platform/sites/{site}/offers/{offer}/draw/rehearsal' },
  { method: 'POST', url: '/platform/sites/drawfront/giveaways/daily/draw', ops: true, documented: '/platform/sites/{site}/giveaways/{giveawayType}/draw' },
  { method: 'POST', url: '/platform/recurring-purchases/run', ops: true },
] as const;

/** The OpenAPI path of a door (`/test-idp/authorize?…` → `/test-idp/authorize`, ids → `{ref}`). */
const documentedPath = (door: (typeof TEST_DOORS)[number]) => ('documented' in door ? door.documented : door.url.split('?')[0]!.replace(/\/(ch|pp)_1$/, '/{ref}'));

function knock(t: TestContext, door: (typeof TEST_DOORS)[number]) {
  const form = 'form' in door ? { payload: door.form, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {};
  const headers = { ...form.headers, ...('ops' in door ? t.ops() : {}) };
  return t.inject({ method: door.method, url: door.url, payload: form.payload, headers });
}

async function documentedPaths(t: TestContext): Promise<string[]> {
  return Object.keys((await t.inject({ method: 'GET', url: '/openapi.json' })).json().paths);
}

describe('behind the test doors (development and test)', () => {
  const t = setupApp('pglite');

  it('has every test door: each is a route of the API document', async () => {
    const paths = await documentedPaths(t);
    for (const door of TEST_DOORS) expect(paths).toContain(documentedPath(door));
  });
});

describe.each(backends())('production, with the test doors shut, on %s', (backend) => {
  const t = setupApp(backend, { ...PRODUCTION_ENV, OPS_TOKEN });
  const api = listeningApi(t);

  it.each(TEST_DOORS.map((door) => [`${door.method} ${door.url}`, door] as const))('has no %s (404)', async (_name, door) => {
    expect((await knock(t, door)).statusCode).toBe(404);
  });

  it('documents none of them', async () => {
    const paths = await documentedPaths(t);
    for (const door of TEST_DOORS) expect(paths).not.toContain(documentedPath(door));
  });

  it('charges cards through the configured gateway only', async () => {
    const session = await signUp(t);
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/card_gateways' })).json()).toEqual({ cardGateways: ['stripe'] });
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/test' }), 404, 'unknown_gateway');
  });

  it('offers no sign-in provider, ConnectID or account migration that is not configured', async () => {
    const { capabilities } = (await t.inject({ method: 'GET', url: '/v2/capabilities', sign: 'drawfront' })).json();
    expect(capabilities).toEqual(expect.arrayContaining(['verify-id', 'wallet-deposit']));
    expect(capabilities).not.toEqual(expect.arrayContaining(['sign-in-google']));
    expect(capabilities).not.toEqual(expect.arrayContaining(['sign-in-apple']));
    expect(capabilities).not.toEqual(expect.arrayContaining(['customer-migration']));
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/google/start', sign: 'drawfront', payload: {} }), 404, 'sign_in_method_off');
    const session = await signUp(t);
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/verification/connectid' }), 404, 'sign_in_method_off');
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer/verification' })).json()).toMatchObject({ connectIdOffered: false });
  });

  it('tells ops why `ops draw` has nothing to run, rather than a bare route-not-found', async () => {
    const { exitCode, output } = await runOps(['draw', 'drawfront', 'saturday-super-draw', '--api', api.url(), '--token', OPS_TOKEN]);
    expect(exitCode).not.toBe(0);
    expect(output).toContain('draws run on demand only behind the test doors (TEST_DOORS=on, never in production): here the job runner closes, draws and pays at the scheduled time [test_doors_shut]');
  }, 30_000);

  it('refuses to start without a real card gateway, a way to pay withdrawals and identity checks, naming each', async () => {
    // On the suite's own database, which a failed start leaves open (the app does not own it).
    const env = { NODE_ENV: 'production', JWT_SECRET: PRODUCTION_ENV.JWT_SECRET!, TWO_FACTOR_KEY: PRODUCTION_ENV.TWO_FACTOR_KEY!, OPS_TOKEN, OIDC_PROVIDERS: 'google' };
    const failure = await buildApp({ config: loadConfig(env), env, database: t.database, logger: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).problems).toEqual([
      'card deposits need a real card gateway: set PAYMENT_GATEWAYS (braintree, eway, opayo, paystream, stripe) and its credentials (the test gateway exists only with TEST_DOORS=on, never in production)',
      'sign-in provider "google" is listed in OIDC_PROVIDERS but not configured: set OIDC_GOOGLE_ISSUER, OIDC_GOOGLE_CLIENT_ID, OIDC_GOOGLE_CLIENT_SECRET',
      'withdrawals need a way to be paid: set PAYOUT_PROVIDER=manual (ops pay each one at the bank and record it) or pass a payout adapter to buildApp({ payouts }) (the test payout provider exists only with TEST_DOORS=on)',
      'identity checks need a provider: set VERIFICATION_PROVIDER=documents (every check asks for a document that ops review) or pass one to buildApp({ parties: { verification } })',
    ]);
  });

  it('verifies nobody by a simulation: with documents only, a details check asks for a document', async () => {
    const session = await signUp(t);
    const answer = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/verify', payload: detailsBody() });
    expect(answer.json()).toMatchObject({ outcome: 'document_required', verification: { isVerified: false, documentRequired: true } });
  });
});

describe('start-up with the test doors shut', () => {
  it('refuses production with the test doors open', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, OPS_TOKEN, TEST_DOORS: 'on' })).toThrow(
      'TEST_DOORS cannot be on in production: the test sign-in provider, card gateway and mailbox would let anyone sign in as anyone and pay with nothing',
    );
  });

  it('names every unknown or unfinished party setting at once', async () => {
    const env = { ...PRODUCTION_ENV, OPS_TOKEN, PAYMENT_GATEWAYS: 'stripe,adyen', STRIPE_SECRET_KEY: '', PAYOUT_PROVIDER: 'carrier-pigeon', VERIFICATION_PROVIDER: 'greenid', OIDC_PROVIDERS: 'google,facebook', OIDC_GOOGLE_ISSUER: 'http://accounts.example', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };
    // Every problem is found before any party touches the database.
    const untouched = new Proxy({}, { get: () => { throw new Error('the database was used'); } }) as Database;
    const failure = await createOutsideParties(untouched, { config: loadConfig(env), env, now: () => new Date() }).catch((error: unknown) => error);
    expect((failure as ConfigError).problems).toEqual([
      'payment gateway "stripe" is enabled in PAYMENT_GATEWAYS but has no credentials: set STRIPE_SECRET_KEY',
      'PAYMENT_GATEWAYS names an unknown gateway "adyen" (known: test, braintree, eway, opayo, paystream, stripe)',
      'OIDC_GOOGLE_ISSUER must be an https URL in production (got "http://accounts.example")',
      'OIDC_PROVIDERS names an unknown provider "facebook" (known: google, apple, connectid)',
      'PAYOUT_PROVIDER must be manual (got "carrier-pigeon"); a payout API\'s adapter is passed to buildApp({ payouts })',
      'VERIFICATION_PROVIDER must be documents (got "greenid")',
    ]);
  });

  it('shuts them outside production too when asked (TEST_DOORS=off)', () => {
    expect(testConfig({ TEST_DOORS: 'off' }).testDoors).toBe(false);
    expect(testConfig().testDoors).toBe(true);
  });
});
