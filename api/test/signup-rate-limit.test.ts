// Per-address rate limits on POST /v2/signup (mass account creation) and POST /v2/check-email
// (account enumeration): the 429 shape and Retry-After, per-address counting, nothing created when
// refused, the sliding window, the configured limits, and exactness under a concurrent burst.
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { customers, loginFailures } from '../src/db/schema';
import { CHECK_EMAIL_LIMITS, SIGNUP_LIMITS } from '../src/modules/identity/rate-limits';
import { login, PASSWORD, signupBody } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';

const MINUTE = 60_000;

function signupFrom(t: TestContext, address: string, overrides: Record<string, unknown> = {}, site = 'drawfront') {
  return t.inject({ method: 'POST', url: '/v2/signup', sign: site, payload: signupBody(overrides), remoteAddress: address });
}

function checkEmailFrom(t: TestContext, address: string, email = 'someone@example.com') {
  return t.inject({ method: 'POST', url: '/v2/check-email', sign: 'drawfront', payload: { email }, remoteAddress: address });
}

async function customerCount(t: TestContext): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(customers);
  return Number(row?.n ?? 0);
}

async function attemptRows(t: TestContext, scope: 'signup' | 'check_email', address: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.subject, address)));
  return Number(row?.n ?? 0);
}

/** Asserts a rate-limit refusal: 429 too_many_attempts in the error shape, `message`, and Retry-After equal to result.retryAfterSeconds. */
function expectRateLimited(response: LightMyRequestResponse, message: string, retryAfterSeconds: number): void {
  const body = expectError(response, 429, 'too_many_attempts');
  expect(body.messages[0]!.message).toBe(message);
  expect(body.errors).toEqual({});
  expect(body.result).toEqual({ retryAfterSeconds, retryAt: expect.any(String) });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

describe.each(backends())('sign-up and check-email rate limits on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  // Every test starts with every window (the longest is sign-up's hour) empty.
  beforeEach(() => {
    clock += 2 * SIGNUP_LIMITS.windowMs;
  });

  describe('POST /v2/signup', () => {
    it(`lets one address make ${SIGNUP_LIMITS.perAddress} sign-ups an hour, then answers 429 with Retry-After; another address is unaffected`, async () => {
      const address = '203.0.113.10';
      const start = clock;
      for (let i = 0; i < SIGNUP_LIMITS.perAddress; i += 1) {
        clock = start + i * MINUTE;
        expect((await signupFrom(t, address)).statusCode).toBe(201);
      }
      // The first attempt was 15 minutes ago: its slot frees in 45.
      clock = start + 15 * MINUTE;
      const refused = await signupFrom(t, address);
      expectRateLimited(refused, 'Too many sign-ups from your network. Please try again in 45 minutes.', 45 * 60);
      expect(refused.headers['cache-control']).toBe('no-store');
      // Per address, across sites.
      expectError(await signupFrom(t, address, {}, 'goodcause'), 429, 'too_many_attempts');
      expect((await signupFrom(t, '203.0.113.11')).statusCode).toBe(201);
    });

    it('counts every attempt: created, email taken and refused by the rules alike', async () => {
      const address = '203.0.113.20';
      const first = await signupFrom(t, address);
      expect(first.statusCode).toBe(201);
      const taken = first.json().customer.email as string;
      for (let i = 1; i < SIGNUP_LIMITS.perAddress; i += 1) {
        const response = i % 2 === 0 ? await signupFrom(t, address, { email: taken }) : await signupFrom(t, address, { password: 'short' });
        expect(response.statusCode).toBe(i % 2 === 0 ? 409 : 422);
      }
      expect(await attemptRows(t, 'signup', address)).toBe(SIGNUP_LIMITS.perAddress);
      expectError(await signupFrom(t, address), 429, 'too_many_attempts');
    });

    it('a refused sign-up changes nothing: no customer, no further count, the email stays free', async () => {
      const address = '203.0.113.30';
      for (let i = 0; i < SIGNUP_LIMITS.perAddress; i += 1) expect((await signupFrom(t, address)).statusCode).toBe(201);
      const customersBefore = await customerCount(t);
      const body = signupBody();
      for (let i = 0; i < 3; i += 1) {
        expectError(await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', payload: body, remoteAddress: address }), 429, 'too_many_attempts');
      }
      expect(await customerCount(t)).toBe(customersBefore);
      expect(await attemptRows(t, 'signup', address)).toBe(SIGNUP_LIMITS.perAddress);
      expect((await checkEmailFrom(t, '203.0.113.31', body.email)).json()).toEqual({ exists: false });
      expectError(await login(t, body.email, PASSWORD, { remoteAddress: '203.0.113.31' }), 401, 'invalid_credentials');
    });

    it('frees a slot when the oldest attempt leaves the hour, and the whole limit after a quiet hour', async () => {
      const address = '203.0.113.40';
      const start = clock;
      for (let i = 0; i < SIGNUP_LIMITS.perAddress; i += 1) {
        clock = start + i * MINUTE;
        expect((await signupFrom(t, address)).statusCode).toBe(201);
      }
      clock = start + SIGNUP_LIMITS.windowMs - 1000;
      expectRateLimited(await signupFrom(t, address), 'Too many sign-ups from your network. Please try again in 1 minute.', 1);
      clock = start + SIGNUP_LIMITS.windowMs + 1;
      expect((await signupFrom(t, address)).statusCode).toBe(201);
      // The second attempt (a minute after the first) is still in the window, and the new one is counted.
      expectRateLimited(await signupFrom(t, address), 'Too many sign-ups from your network. Please try again in 1 minute.', 60);
      clock = start + 2 * SIGNUP_LIMITS.windowMs + MINUTE;
      for (let i = 0; i < SIGNUP_LIMITS.perAddress; i += 1) expect((await signupFrom(t, address)).statusCode).toBe(201);
      expectError(await signupFrom(t, address), 429, 'too_many_attempts');
    });
  });

  describe('POST /v2/check-email', () => {
    it(`lets one address check ${CHECK_EMAIL_LIMITS.perAddress} emails in 10 minutes, then answers 429 with Retry-After until the window passes`, async () => {
      const address = '203.0.113.50';
      const start = clock;
      for (let i = 0; i < CHECK_EMAIL_LIMITS.perAddress; i += 1) {
        const response = await checkEmailFrom(t, address, `probe-${i}@example.com`);
        expect(response.json()).toEqual({ exists: false });
      }
      clock = start + 3 * MINUTE;
      expectRateLimited(await checkEmailFrom(t, address), 'Too many email checks from your network. Please try again in 7 minutes.', 7 * 60);
      expect(await attemptRows(t, 'check_email', address)).toBe(CHECK_EMAIL_LIMITS.perAddress);
      expect((await checkEmailFrom(t, '203.0.113.51')).statusCode).toBe(200);
      clock = start + CHECK_EMAIL_LIMITS.windowMs + 1;
      expect((await checkEmailFrom(t, address)).statusCode).toBe(200);
    });

    it('counts check-email and sign-up separately', async () => {
      const address = '203.0.113.60';
      for (let i = 0; i < SIGNUP_LIMITS.perAddress; i += 1) expect((await signupFrom(t, address)).statusCode).toBe(201);
      expect((await checkEmailFrom(t, address)).statusCode).toBe(200);
      for (let i = 1; i < CHECK_EMAIL_LIMITS.perAddress; i += 1) expect((await checkEmailFrom(t, address)).statusCode).toBe(200);
      expectError(await checkEmailFrom(t, address), 429, 'too_many_attempts');
      expect(await attemptRows(t, 'signup', address)).toBe(SIGNUP_LIMITS.perAddress);
    });
  });

  it('a sign-in refused by its rate limit carries Retry-After too', async () => {
    const address = '203.0.113.70';
    for (let i = 0; i < 20; i += 1) await login(t, `nobody-${i}@example.com`, 'Wrong12345', { remoteAddress: address });
    const refused = await login(t, 'nobody@example.com', 'Wrong12345', { remoteAddress: address });
    expectRateLimited(refused, 'Too many failed sign-in attempts. Please try again in 15 minutes.', 15 * 60);
  });
});

describe.each(backends())('configured sign-up and check-email limits on %s', (backend) => {
  const t = setupApp(backend, { SIGNUP_LIMIT_PER_ADDRESS: '2', CHECK_EMAIL_LIMIT_PER_ADDRESS: '3' });

  it('SIGNUP_LIMIT_PER_ADDRESS and CHECK_EMAIL_LIMIT_PER_ADDRESS set the limits', async () => {
    const address = '203.0.113.80';
    for (let i = 0; i < 2; i += 1) expect((await signupFrom(t, address)).statusCode).toBe(201);
    expectError(await signupFrom(t, address), 429, 'too_many_attempts');
    for (let i = 0; i < 3; i += 1) expect((await checkEmailFrom(t, address)).statusCode).toBe(200);
    expectError(await checkEmailFrom(t, address), 429, 'too_many_attempts');
  });
});

// PGlite runs one transaction at a time, so only PostgreSQL (TEST_DATABASE_URL) shows whether the
// per-address count holds under real concurrency.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('simultaneous sign-ups and email checks from one address on postgres', () => {
  const t = setupApp('postgres');

  it(`lets exactly ${SIGNUP_LIMITS.perAddress} of 25 simultaneous sign-ups through; the rest create nothing`, async () => {
    const address = '198.51.100.200';
    const before = await customerCount(t);
    const responses = await Promise.all(Array.from({ length: 25 }, () => signupFrom(t, address)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(SIGNUP_LIMITS.perAddress).fill(201), ...Array(25 - SIGNUP_LIMITS.perAddress).fill(429)]);
    expect(await customerCount(t)).toBe(before + SIGNUP_LIMITS.perAddress);
    expect(await attemptRows(t, 'signup', address)).toBe(SIGNUP_LIMITS.perAddress);
  }, 30_000);

  it(`lets exactly ${CHECK_EMAIL_LIMITS.perAddress} of 60 simultaneous email checks through`, async () => {
    const address = '198.51.100.201';
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => checkEmailFrom(t, address, `burst-${i}@example.com`)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(CHECK_EMAIL_LIMITS.perAddress).fill(200), ...Array(60 - CHECK_EMAIL_LIMITS.perAddress).fill(429)]);
  }, 30_000);
});

describe.each(backends())('behind the edge proxy (TRUST_PROXY=1) on %s', (backend) => {
  const t = setupApp(backend, { TRUST_PROXY: '1', CHECK_EMAIL_LIMIT_PER_ADDRESS: '2' });
  const viaProxy = (client: string) =>
    t.inject({ method: 'POST', url: '/v2/check-email', sign: 'drawfront', payload: { email: 'someone@example.com' }, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } });

  it("limits each client by the address the proxy reports, not the proxy's own", async () => {
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
    expectError(await viaProxy('198.51.100.1'), 429, 'too_many_attempts');
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);
  });
});
