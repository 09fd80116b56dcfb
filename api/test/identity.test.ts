import { decodeJwt } from 'jose';
import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';
import { asCustomer, login, PASSWORD, signUp, signupBody } from './customers';
import { backends, expectError, setupApp } from './helper';

describe.each(backends())('sign-up, sign-in and sessions on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  // Every test starts after the previous one's failed sign-ins have left the rate-limit window.
  beforeEach(() => {
    clock += 16 * 60_000;
  });

  describe('POST /v2/check-email', () => {
    it('says whether an account exists, ignoring case', async () => {
      const { customer } = await signUp(t);
      const check = (email: string) => t.inject({ method: 'POST', url: '/v2/check-email', sign: 'drawfront', payload: { email } });
      expect((await check(customer.email.toUpperCase())).json()).toEqual({ exists: true });
      expect((await check('nobody@example.com')).json()).toEqual({ exists: false });
    });
  });

  describe('POST /v2/signup', () => {
    it('creates the customer and answers a LoginResult whose access token carries customer_id', async () => {
      const body = signupBody({ email: 'New.Player@Example.com', email_opt_in: true });
      const response = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', payload: body });
      expect(response.statusCode).toBe(201);
      const result = response.json() as LoginResult;
      expect(result.customer).toMatchObject({ email: 'new.player@example.com', firstname: 'Pat', state: 'NSW', emailOptIn: true, balance: { amount: 0, currency: 'AUD' }, preCommitment: null });
      expect(decodeJwt(result.accessToken)).toMatchObject({ customer_id: result.customer.customerId });
      expect(result.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(result.deviceUuid).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('rejects an email already taken, whatever its case, with 409 email_taken', async () => {
      const { customer } = await signUp(t);
      const response = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', payload: signupBody({ email: customer.email.toUpperCase() }) });
      expectError(response, 409, 'email_taken');
    });

    it('lets the same email register on another site', async () => {
      const { customer } = await signUp(t);
      expect((await signUp(t, 'goodcause', { email: customer.email })).customer.email).toBe(customer.email);
    });

    it.each([
      ['a short password', { password: 'abc1' }, 'password', 'Your password must be at least 8 characters long.'],
      ['a password without a digit', { password: 'Passwordxx' }, 'password', 'Your password must contain at least one number.'],
      ['a password without a letter', { password: '1234567890' }, 'password', 'Your password must contain at least one letter.'],
      ['terms not accepted', { accept_terms: false }, 'acceptTerms', 'You must agree to the terms and conditions to proceed.'],
      ['a bad email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
      ['a 17-year-old', { date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, 'dateOfBirth', 'You must be at least 18 years old to register.'],
      ['an impossible date', { date_of_birth: '1990-02-30' }, 'dateOfBirth', 'Please enter a valid date of birth (YYYY-MM-DD).'],
      ['an empty first name', { firstname: ' ' }, 'firstname', 'This field is required'],
    ])('rejects %s with a clear message under its field', async (_name, overrides, field, message) => {
      const body = signupBody(overrides);
      const response = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', payload: body });
      expect(expectError(response, 422, 'validation_failed').errors[field]).toContain(message);
      expect((await t.inject({ method: 'POST', url: '/v2/check-email', sign: 'drawfront', payload: { email: body.email } })).json().exists).toBe(false);
    });

    it('lists every broken password rule at once', async () => {
      const response = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', payload: signupBody({ password: 'abc' }) });
      expect(expectError(response, 422, 'validation_failed').errors.password).toEqual(['Your password must be at least 8 characters long.', 'Your password must contain at least one number.']);
    });

    it('rejects an unknown state and a missing field in the error shape', async () => {
      expectError(await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', payload: signupBody({ state: 'GB' }) }), 422, 'validation_failed');
      const { password: _omit, ...noPassword } = signupBody();
      expect(expectError(await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', payload: noPassword }), 422, 'validation_failed').errors.password).toEqual(['This field is required']);
    });
  });

  describe('POST /v2/login', () => {
    it('signs in with the right password, any email case', async () => {
      const { customer } = await signUp(t);
      const response = await login(t, customer.email.toUpperCase(), PASSWORD);
      expect(response.statusCode).toBe(200);
      expect((response.json() as LoginResult).customer.customerId).toBe(customer.customerId);
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      const { customer } = await signUp(t);
      const wrong = expectError(await login(t, customer.email, 'Wrong12345'), 401, 'invalid_credentials');
      const unknown = expectError(await login(t, 'nobody-here@example.com', PASSWORD), 401, 'invalid_credentials');
      expect(wrong).toEqual(unknown);
      expect(wrong.messages[0]!.message).toBe('Incorrect email or password.');
    });

    it('does not sign a customer of one site in on another', async () => {
      const { customer } = await signUp(t);
      expectError(await login(t, customer.email, PASSWORD, { site: 'goodcause' }), 401, 'invalid_credentials');
    });

    it('locks an account for 15 minutes after 5 failures, even for the right password, then lets it in again', async () => {
      const { customer } = await signUp(t);
      for (let i = 0; i < 5; i += 1) expectError(await login(t, customer.email, 'Wrong12345', { remoteAddress: `10.0.0.${i}` }), 401, 'invalid_credentials');
      clock += 60_000;
      const locked = expectError(await login(t, customer.email, PASSWORD, { remoteAddress: '10.0.1.1' }), 429, 'too_many_attempts');
      expect(locked.messages[0]!.message).toBe('Too many failed sign-in attempts. Please try again in 14 minutes.');
      expect(locked.result).toMatchObject({ retryAfterSeconds: 14 * 60 });
      clock += 14 * 60_000 + 1000;
      expect((await login(t, customer.email, PASSWORD, { remoteAddress: '10.0.1.1' })).statusCode).toBe(200);
    });

    it('limits one client address to 20 failures in 15 minutes across accounts', async () => {
      const address = '192.0.2.77';
      for (let i = 0; i < 20; i += 1) expectError(await login(t, `someone-${i}@example.com`, 'Wrong12345', { remoteAddress: address }), 401, 'invalid_credentials');
      const { customer } = await signUp(t);
      expectError(await login(t, customer.email, PASSWORD, { remoteAddress: address }), 429, 'too_many_attempts');
      expect((await login(t, customer.email, PASSWORD, { remoteAddress: '192.0.2.78' })).statusCode).toBe(200);
    });

    it('clears the account count on success', async () => {
      const { customer } = await signUp(t);
      for (let i = 0; i < 4; i += 1) await login(t, customer.email, 'Wrong12345');
      expect((await login(t, customer.email, PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expectError(await login(t, customer.email, 'Wrong12345'), 401, 'invalid_credentials');
      expect((await login(t, customer.email, PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('POST /v2/refresh and GET /v2/logout', () => {
    const refresh = (refreshToken: string) => t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: refreshToken } });

    it('rotates: the new pair works, the old refresh token does not', async () => {
      const first = await signUp(t);
      const response = await refresh(first.refreshToken);
      expect(response.statusCode).toBe(200);
      const second = response.json();
      expect(Object.keys(second).sort()).toEqual(['accessToken', 'deviceUuid', 'refreshToken']);
      expect(second.deviceUuid).toBe(first.deviceUuid);
      expect(decodeJwt(second.accessToken).customer_id).toBe(first.customer.customerId);
      expect((await asCustomer(t, second.accessToken, { method: 'GET', url: '/v2/customer' })).statusCode).toBe(200);
      expect((await refresh(second.refreshToken)).statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is presented again', async () => {
      const first = await signUp(t);
      const second = (await refresh(first.refreshToken)).json();
      expectError(await refresh(first.refreshToken), 401, 'refresh_token_reused');
      // The thief's and the customer's newer tokens are all dead now.
      expectError(await refresh(second.refreshToken), 401, 'invalid_refresh_token');
      expectError(await asCustomer(t, second.accessToken, { method: 'GET', url: '/v2/customer' }), 401, 'unauthorised');
    });

    it('rejects an unknown or expired refresh token', async () => {
      expectError(await refresh('x'.repeat(43)), 401, 'invalid_refresh_token');
      const { refreshToken } = await signUp(t);
      clock += 31 * 86_400_000;
      expectError(await refresh(refreshToken), 401, 'invalid_refresh_token');
    });

    it('logout revokes the sign-in: its access and refresh tokens stop working', async () => {
      const session = await signUp(t);
      expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/logout' })).json()).toEqual({ loggedOut: true });
      expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' }), 401, 'unauthorised');
      expectError(await refresh(session.refreshToken), 401, 'invalid_refresh_token');
    });

    it('other sign-ins of the same customer survive a logout', async () => {
      const session = await signUp(t);
      const other = (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
      await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/logout' });
      expect((await asCustomer(t, other.accessToken, { method: 'GET', url: '/v2/customer' })).statusCode).toBe(200);
    });
  });

  describe('GET /v2/customer', () => {
    it('answers the Customer of the bearer token', async () => {
      const session = await signUp(t);
      const response = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' });
      const customer = response.json() as Customer;
      expect(customer).toEqual(session.customer);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 unauthorised without a token, with a bad, expired or other-site token', async () => {
      expectError(await t.inject({ method: 'GET', url: '/v2/customer', sign: 'drawfront' }), 401, 'unauthorised');
      expectError(await asCustomer(t, 'not.a.jwt', { method: 'GET', url: '/v2/customer' }), 401, 'unauthorised');
      const session = await signUp(t);
      expectError(await t.inject({ method: 'GET', url: '/v2/customer', sign: 'goodcause', customerToken: session.accessToken }), 401, 'unauthorised');
      clock += 16 * 60_000;
      const expired = expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' }), 401, 'unauthorised');
      expect(expired.messages[0]!.message).toContain('expired');
    });
  });
});
