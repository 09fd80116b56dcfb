// Passwords (groups spec §7): forgot password by a single-use, expiring emailed link; the signed-in
// change; the forced change of a flagged customer. Every new password ends the other sign-ins.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { customers, outboxEmails } from '../src/db/schema';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';

const NEW_PASSWORD = 'Another456';

describe.each(backends())('passwords on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  // Each test runs after the previous one's attempts have left every rate-limit window.
  beforeEach(() => {
    clock += 61 * 60_000;
  });

  let addresses = 0;
  const freshAddress = () => `203.0.113.${(addresses += 1)}`;

  // Every mail to the customer after the welcome that sign-up writes (the mails this test is about).
  const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, to), ne(outboxEmails.template, 'welcome'))).orderBy(desc(outboxEmails.createdAt));
  const forgot = (email: string, options: { origin?: string; remoteAddress?: string; site?: string } = {}) =>
    t.inject({ method: 'POST', url: '/v2/password/forgot', sign: options.site ?? 'drawfront', payload: { email }, remoteAddress: options.remoteAddress ?? freshAddress(), headers: options.origin ? { origin: options.origin } : {} });
  const reset = (token: string, password: string, site = 'drawfront') => t.inject({ method: 'POST', url: '/v2/password/reset', sign: site, payload: { token, password } });

  /** Asks for a reset link for `email` and reads the token out of the mail it sent. */
  async function resetToken(email: string, origin = 'http://localhost:3000'): Promise<{ token: string; link: string }> {
    expect((await forgot(email, { origin })).statusCode).toBe(202);
    const mail = (await mailsTo(email)).find((each) => each.template === 'password-reset');
    // The next mail is written a moment later, so "newest first" is well defined.
    clock += 1000;
    const link = /(https?:\/\/\S+\/forgot-password\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!link) throw new Error(`no reset link in ${mail?.text}`);
    return { token: new URL(link).searchParams.get('token')!, link };
  }

  const customerCall = (accessToken: string) => asCustomer(t, accessToken, { method: 'GET', url: '/v2/customer' });

  describe('POST /v2/password/forgot', () => {
    it('mails a single-use link to the page of the origin the customer used, in the same answer whether or not the account exists', async () => {
      const { customer } = await signUp(t);
      const known = await forgot(customer.email.toUpperCase(), { origin: 'http://localhost:3000' });
      const unknown = await forgot('nobody-at-all@example.com', { origin: 'http://localhost:3000' });
      expect([known.statusCode, known.json()]).toEqual([202, { sent: true }]);
      expect([unknown.statusCode, unknown.json()]).toEqual([202, { sent: true }]);
      const [mail] = await mailsTo(customer.email);
      expect(mail).toMatchObject({ template: 'password-reset', subject: 'Reset your Drawfront password', status: 'pending' });
      expect(mail!.text).toMatch(/^Hi Pat,/);
      expect(mail!.text).toMatch(/http:\/\/localhost:3000\/forgot-password\?token=[A-Za-z0-9_-]{43}\n/);
      expect(await mailsTo('nobody-at-all@example.com')).toEqual([]);
    });

    it('never puts a foreign origin in the link: another domain falls back to the site’s own', async () => {
      const { customer } = await signUp(t);
      const { link } = await resetToken(customer.email, 'https://evil.example');
      expect(link).toMatch(/^https:\/\/(localhost|127\.0\.0\.1)\/forgot-password\?token=/);
    });

    it('limits one client address to 5 requests in 15 minutes', async () => {
      const address = '198.51.100.9';
      for (let i = 0; i < 5; i += 1) expect((await forgot(`someone-${i}@example.com`, { remoteAddress: address })).statusCode).toBe(202);
      const refused = await forgot('someone-5@example.com', { remoteAddress: address });
      expect(expectError(refused, 429, 'too_many_attempts').messages[0]!.message).toBe('Too many password reset requests from your network. Please try again in 15 minutes.');
      expect(refused.headers['retry-after']).toBe('900');
    });

    it('refuses a missing or malformed email with 422, sending nothing', async () => {
      expectError(await t.inject({ method: 'POST', url: '/v2/password/forgot', sign: 'drawfront', payload: {} }), 422, 'validation_failed');
      expectError(await t.inject({ method: 'POST', url: '/v2/password/forgot', sign: 'drawfront', payload: { email: 7 } }), 422, 'validation_failed');
    });
  });

  describe('POST /v2/password/reset', () => {
    it('sets the new password, signs out every session and signs the customer in, once per link', async () => {
      const { customer, accessToken: before } = await signUp(t);
      const { token } = await resetToken(customer.email);
      const response = await reset(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(200);
      const result = response.json() as LoginResult;
      expect(result.customer).toMatchObject({ customerId: customer.customerId, forcePasswordChange: false });
      expect((await customerCall(result.accessToken)).statusCode).toBe(200);
      expectError(await customerCall(before), 401, 'unauthorised');
      expectError(await login(t, customer.email, PASSWORD, { remoteAddress: freshAddress() }), 401, 'invalid_credentials');
      expect((await login(t, customer.email, NEW_PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(200);
      expect((await mailsTo(customer.email))[0]).toMatchObject({ template: 'password-changed', subject: 'Your Drawfront password was changed' });

      const again = expectError(await reset(token, 'Third789x'), 410, 'reset_link_invalid');
      expect(again.messages[0]!.message).toBe('This password reset link is no longer valid. It may have expired or already been used: ask for a new one.');
      expect((await login(t, customer.email, NEW_PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    });

    it('refuses a link after 60 minutes', async () => {
      const { customer } = await signUp(t);
      const { token } = await resetToken(customer.email);
      clock += 60 * 60_000 + 1000;
      expectError(await reset(token, NEW_PASSWORD), 410, 'reset_link_invalid');
      expect((await login(t, customer.email, PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    });

    it('only the newest link works', async () => {
      const { customer } = await signUp(t);
      const first = await resetToken(customer.email);
      const second = await resetToken(customer.email);
      expectError(await reset(first.token, NEW_PASSWORD), 410, 'reset_link_invalid');
      expect((await reset(second.token, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps the link usable after a password the rules refuse', async () => {
      const { customer } = await signUp(t);
      const { token } = await resetToken(customer.email);
      const weak = expectError(await reset(token, 'short'), 422, 'validation_failed');
      expect(weak.errors.password).toEqual(['Your password must be at least 8 characters long.', 'Your password must contain at least one number.']);
      expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an unknown token, a malformed one, and a link of another site', async () => {
      const { customer } = await signUp(t);
      const { token } = await resetToken(customer.email);
      expectError(await reset('A'.repeat(43), NEW_PASSWORD), 410, 'reset_link_invalid');
      expectError(await reset('not a token!', NEW_PASSWORD), 422, 'validation_failed');
      expectError(await reset(token, NEW_PASSWORD, 'goodcause'), 410, 'reset_link_invalid');
    });

    it('lets exactly one of two racing requests with the same link through', async () => {
      const { customer } = await signUp(t);
      const { token } = await resetToken(customer.email);
      const answers = await Promise.all([reset(token, NEW_PASSWORD), reset(token, 'Racing789x')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    });
  });

  describe('POST /v2/customer/change-password', () => {
    const change = (accessToken: string, payload: Record<string, unknown>) => asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/change-password', payload });

    it('changes the password with the right current one, keeping this sign-in and ending the others', async () => {
      const { customer, accessToken } = await signUp(t);
      const other = (await login(t, customer.email, PASSWORD, { remoteAddress: freshAddress() })).json() as LoginResult;
      const response = await change(accessToken, { current_password: PASSWORD, new_password: NEW_PASSWORD });
      expect([response.statusCode, response.json()]).toEqual([200, { passwordChanged: true }]);
      expect((await customerCall(accessToken)).statusCode).toBe(200);
      expectError(await customerCall(other.accessToken), 401, 'unauthorised');
      expect((await login(t, customer.email, NEW_PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(200);
      expect((await mailsTo(customer.email))[0]).toMatchObject({ template: 'password-changed' });
    });

    it('takes the spec’s form body', async () => {
      const { accessToken } = await signUp(t);
      const response = await asCustomer(t, accessToken, {
        method: 'POST',
        url: '/v2/customer/change-password',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ current_password: PASSWORD, new_password: NEW_PASSWORD }).toString(),
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong current password under its field, counting it as a failed sign-in', async () => {
      const { customer, accessToken } = await signUp(t);
      const wrong = expectError(await change(accessToken, { current_password: 'Wrong12345', new_password: NEW_PASSWORD }), 422, 'password_incorrect');
      expect(wrong.errors.currentPassword).toEqual(['Your current password is incorrect.']);
      for (let i = 0; i < 4; i += 1) await change(accessToken, { current_password: 'Wrong12345', new_password: NEW_PASSWORD });
      expectError(await change(accessToken, { current_password: PASSWORD, new_password: NEW_PASSWORD }), 429, 'too_many_attempts');
      expectError(await login(t, customer.email, PASSWORD, { remoteAddress: freshAddress() }), 429, 'too_many_attempts');
    });

    it('refuses a weak new password, a missing field and a call without a sign-in', async () => {
      const { accessToken } = await signUp(t);
      expect(expectError(await change(accessToken, { current_password: PASSWORD, new_password: 'password' }), 422, 'validation_failed').errors.newPassword).toEqual(['Your password must contain at least one number.']);
      expectError(await change(accessToken, { current_password: PASSWORD }), 422, 'validation_failed');
      expectError(await t.inject({ method: 'POST', url: '/v2/customer/change-password', sign: 'drawfront', payload: { current_password: PASSWORD, new_password: NEW_PASSWORD } }), 401, 'unauthorised');
    });
  });

  describe('POST /v2/password/force-change', () => {
    const forceChange = (accessToken: string, password: string) => asCustomer(t, accessToken, { method: 'POST', url: '/v2/password/force-change', payload: { password } });

    it('refuses a customer who is not flagged with 409', async () => {
      const { accessToken } = await signUp(t);
      expectError(await forceChange(accessToken, NEW_PASSWORD), 409, 'password_change_not_required');
    });

    it('sets the password of a flagged customer, clears the flag and starts a new sign-in in place of every old one', async () => {
      const { customer, accessToken } = await signUp(t);
      await t.database.db.update(customers).set({ forcePasswordChange: true }).where(eq(customers.id, customer.customerId));
      expect(((await customerCall(accessToken)).json() as { forcePasswordChange: boolean }).forcePasswordChange).toBe(true);
      expectError(await forceChange(accessToken, 'weak'), 422, 'validation_failed');
      const response = await forceChange(accessToken, NEW_PASSWORD);
      expect(response.statusCode).toBe(200);
      const result = response.json() as LoginResult;
      expect(result.customer.forcePasswordChange).toBe(false);
      expectError(await customerCall(accessToken), 401, 'unauthorised');
      expect((await customerCall(result.accessToken)).statusCode).toBe(200);
      expect((await login(t, customer.email, NEW_PASSWORD, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    });
  });
});
