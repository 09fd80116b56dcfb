import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';

// Sign-ups hash passwords with argon2 (slow on purpose): more than Jest's 5 s on a busy machine.
jest.setTimeout(30_000);

const refresh = (t: TestContext, refreshToken: string) => t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: refreshToken } });

describe.each(backends())('session rules (groups spec §4, §7, §9) on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, { SESSION_TIMEOUT_SECONDS: '3600' }, { now: () => new Date(clock) });

  describe('session timeout (3600 s default)', () => {
    it('ends a sign-in unused for the timeout: its refresh token expires', async () => {
      const { refreshToken } = await signUp(t);
      clock += 3600_000;
      expectError(await refresh(t, refreshToken), 401, 'invalid_refresh_token');
    });

    it('keeps a sign-in in use: each refresh starts the timeout again', async () => {
      let { refreshToken } = await signUp(t);
      for (let i = 0; i < 3; i += 1) {
        clock += 3000_000;
        const renewed = await refresh(t, refreshToken);
        expect(renewed.statusCode).toBe(200);
        refreshToken = renewed.json().refreshToken;
      }
    });

    it('tells the shell the timeout in the site constants', async () => {
      const config = (await t.inject({ method: 'GET', url: '/v2/config', sign: 'drawfront' })).json();
      expect(config.constants.sessionTimeoutSeconds).toBe(3600);
    });
  });

  describe('GET /blank.html (heartbeat)', () => {
    it('answers a blank page that is never cached', async () => {
      const response = await t.inject({ method: 'GET', url: '/blank.html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<body></body>');
    });
  });

  describe('GET /v2/locate (simulated geolocation)', () => {
    const locate = (headers: Record<string, string> = {}, token?: string) => t.inject({ method: 'GET', url: '/v2/locate', sign: 'drawfront', customerToken: token, headers });

    it('answers the configured default country without a header, else the header’s, with the sub-variant', async () => {
      expect((await locate()).json()).toEqual({ countryCode: 'AU', subVariant: 'AU', countryBanned: false });
      expect((await locate({ 'x-country-code': 'gb' })).json()).toEqual({ countryCode: 'GB', subVariant: 'GB', countryBanned: false });
      expect((await locate({ 'x-country-code': 'US' })).json()).toEqual({ countryCode: 'US', subVariant: 'AU', countryBanned: true });
    });

    it('ignores a header that is not a country code', async () => {
      expect((await locate({ 'x-country-code': 'A1' })).json().countryCode).toBe('AU');
      expect((await locate({ 'x-country-code': 'x'.repeat(20) })).statusCode).toBeGreaterThanOrEqual(400);
    });

    it('asks a customer located in a banned country to confirm the terms, once, until they arrive there again', async () => {
      const { accessToken } = await signUp(t);
      const customer = async () => (await asCustomer(t, accessToken, { method: 'GET', url: '/v2/customer' })).json();
      expect(await customer()).toMatchObject({ countryBanned: false, countryBannedConfirmationRequired: false });
      await locate({ 'x-country-code': 'US' }, accessToken);
      expect(await customer()).toMatchObject({ countryBanned: true, countryBannedConfirmationRequired: true });
      const accept = (payload: object) => asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/terms-and-conditions', payload });
      const confirm = (payload: object) => asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/terms-and-conditions/location', payload });
      expectError(await confirm({ accept_terms: false }), 422, 'validation_failed');
      // The location confirmation rests on accepted terms: before them it is refused in the spec's words.
      const early = await confirm({ accept_terms: true });
      expectError(early, 422, 'terms_not_accepted');
      expect(early.json().messages[0].message).toBe('You must agree to the terms and conditions to proceed.');
      expect(await customer()).toMatchObject({ countryBannedConfirmationRequired: true });
      expectError(await accept({ accept_terms: false }), 422, 'validation_failed');
      const accepted = await accept({ accept_terms: true });
      expect(accepted.statusCode).toBe(200);
      expect(Number.isNaN(Date.parse(accepted.json().termsAcceptedAt))).toBe(false);
      // Accepting the terms alone does not clear the location confirmation.
      expect(await customer()).toMatchObject({ countryBannedConfirmationRequired: true });
      expect((await confirm({ accept_terms: true })).json()).toEqual({ countryBanned: true, countryBannedConfirmationRequired: false });
      // Staying there keeps the confirmation; leaving and coming back asks again.
      await locate({ 'x-country-code': 'US' }, accessToken);
      expect(await customer()).toMatchObject({ countryBannedConfirmationRequired: false });
      await locate({ 'x-country-code': 'AU' }, accessToken);
      expect(await customer()).toMatchObject({ countryBanned: false, countryBannedConfirmationRequired: false });
      await locate({ 'x-country-code': 'FR' }, accessToken);
      expect(await customer()).toMatchObject({ countryBanned: true, countryBannedConfirmationRequired: true });
    });

    it('refuses both terms calls to a visitor, and no longer answers the undocumented confirm route', async () => {
      for (const url of ['/v2/customer/terms-and-conditions', '/v2/customer/terms-and-conditions/location']) {
        expectError(await t.inject({ method: 'POST', url, sign: 'drawfront', payload: { accept_terms: true } }), 401, 'unauthorised');
      }
      const { accessToken } = await signUp(t);
      expectError(await asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/country-banned/confirm', payload: { accept_terms: true } }), 404, 'not_found');
    });
  });
});

describe.each(backends())('GET /v2/locate with DEFAULT_COUNTRY_CODE=US on %s', (backend) => {
  const t = setupApp(backend, { DEFAULT_COUNTRY_CODE: 'US' });

  it('locates a visitor without an edge header in the configured country, and asks a customer there to confirm', async () => {
    const { accessToken } = await signUp(t);
    expect((await t.inject({ method: 'GET', url: '/v2/locate', sign: 'drawfront', customerToken: accessToken })).json()).toEqual({ countryCode: 'US', subVariant: 'AU', countryBanned: true });
    expect((await asCustomer(t, accessToken, { method: 'GET', url: '/v2/customer' })).json()).toMatchObject({ countryBannedConfirmationRequired: true });
  });
});
