// Two-factor authentication (groups spec §7, §8): setting up the authenticator (QR code, confirming code)
// and email methods, signing in with a code, a used code refused twice, remembered devices, and the
// lockout after six wrong codes, which holds under a parallel brute force (PostgreSQL).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { outboxEmails, twoFactorSettings } from '../src/db/schema';
import { asCustomer, PASSWORD, signUp } from './customers';
import { backends, expectError, OPS_TOKEN, setupApp } from './helper';
import { runOps } from './ops-cli';

// Each sign-in verifies an argon2 hash: a suite of dozens of them needs more than the default 5 s on a busy machine.
jest.setTimeout(30_000);

const INCORRECT = 'Code is incorrect or expired. Try again or contact support';
const USED = 'This code has already been used. Please wait for a new code and try again.';
const LOCKED = 'Account locked: Your account has been locked due to too many incorrect 2FA attempts. Please contact support.';

describe.each(backends())('two-factor authentication on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  beforeEach(() => {
    clock += 16 * 60_000;
  });

  let addresses = 0;
  const login = (email: string, extra: Record<string, unknown> = {}) =>
    t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email, password: PASSWORD, ...extra }, remoteAddress: `192.0.2.${(addresses = (addresses % 250) + 1)}` });
  const call = (accessToken: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => asCustomer(t, accessToken, { method, url: `/v2/customer/two-factor-auth${url}`, payload });
  const codeAt = (secret: string, at = clock) => generateSync({ secret, epoch: Math.floor(at / 1000) });

  /** A new customer with the authenticator on; answers its secret. */
  async function withAuthenticator(): Promise<{ email: string; accessToken: string; secret: string; customerId: string }> {
    const { customer, accessToken } = await signUp(t);
    const setup = await call(accessToken, 'POST', '/authenticator');
    const { secret } = setup.json() as { secret: string };
    expect((await call(accessToken, 'POST', '/authenticator/confirm', { code: codeAt(secret) })).statusCode).toBe(200);
    // The next code is of a later step: the one just used is refused a second time.
    clock += 30_000;
    return { email: customer.email, accessToken, secret, customerId: customer.customerId };
  }

  it('sets up the authenticator with a QR code and a confirming code, keeping the secret encrypted at rest', async () => {
    const { customer, accessToken } = await signUp(t);
    expect((await call(accessToken, 'GET', '')).json()).toEqual({ enabled: false, method: null, rememberForDays: 30, locked: false });
    const setup = await call(accessToken, 'POST', '/authenticator');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json() as { secret: string; otpauthUrl: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Drawfront');
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.database.db.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customer.customerId));
    expect(row!.pendingSecret).toMatch(/^v1\./);
    expect(row!.pendingSecret).not.toContain(secret);

    expectError(await call(accessToken, 'POST', '/authenticator/confirm', { code: '000000' === codeAt(secret) ? '111111' : '000000' }), 401, '2fa_incorrect');
    const confirmed = await call(accessToken, 'POST', '/authenticator/confirm', { code: codeAt(secret) });
    expect(confirmed.json()).toEqual({ enabled: true, method: 'authenticator', rememberForDays: 30, locked: false });
    const [on] = await t.database.db.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customer.customerId));
    expect(on!.secret).toMatch(/^v1\./);
    expect(on!.secret).not.toContain(secret);
    expect(on!.pendingSecret).toBeNull();
  });

  it('asks a signed-in customer with the authenticator for a code, then signs in with it, answering the same code again as already used', async () => {
    const { email, secret } = await withAuthenticator();
    const required = expectError(await login(email), 401, '2fa_required');
    expect(required.messages[0]!.message).toBe('A 6 digit code is required.');
    expect(required.result).toEqual({ twoFactorAuth: { method: 'authenticator', identifier: 'Drawfront', rememberForDays: 30 } });
    const code = codeAt(secret);
    const signedIn = await login(email, { otp: code });
    expect(signedIn.statusCode).toBe(200);
    expect((signedIn.json() as LoginResult).customer.email).toBe(email);
    const replayed = expectError(await login(email, { otp: code }), 401, '2fa_code_used');
    expect(replayed.messages[0]!.message).toBe(USED);
  });

  it('does not count a code already used as a wrong code: replays never lock, and a wrong code still counts', async () => {
    const { email, secret, customerId } = await withAuthenticator();
    const code = codeAt(secret);
    expect((await login(email, { otp: code })).statusCode).toBe(200);
    for (let i = 0; i < 8; i += 1) expectError(await login(email, { otp: code }), 401, '2fa_code_used');
    const [row] = await t.database.db.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customerId));
    expect(row).toMatchObject({ failedAttempts: 0, lockedAt: null });
    const wrong = expectError(await login(email, { otp: code === '000000' ? '111111' : '000000' }), 401, '2fa_incorrect');
    expect(wrong.messages[0]!.message).toBe(INCORRECT);
    clock += 30_000;
    expect((await login(email, { otp: codeAt(secret) })).statusCode).toBe(200);
  });

  it('refuses a code that is not six digits as incorrect, and a wrong password before any code', async () => {
    const { email } = await withAuthenticator();
    expectError(await login(email, { otp: '12ab56' }), 401, '2fa_incorrect');
    expectError(await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email, password: 'Wrong12345', otp: '123456' } }), 401, 'invalid_credentials');
  });

  it('locks the account at the sixth wrong code, after which even the right code is refused', async () => {
    const { email, secret } = await withAuthenticator();
    for (let i = 0; i < 5; i += 1) expectError(await login(email, { otp: '000000' === codeAt(secret) ? '111111' : '000000' }), 401, '2fa_incorrect');
    const locked = expectError(await login(email, { otp: '999999' === codeAt(secret) ? '888888' : '999999' }), 403, '2fa_account_locked');
    expect(locked.messages[0]!.message).toBe(LOCKED);
    expectError(await login(email, { otp: codeAt(secret) }), 403, '2fa_account_locked');
    expectError(await login(email), 403, '2fa_account_locked');
  });

  it('lets support end a lockout with `npm run ops -- two-factor unlock`, keeping the method on', async () => {
    const { email, secret } = await withAuthenticator();
    const wrong = () => ('000000' === codeAt(secret) ? '111111' : '000000');
    for (let i = 0; i < 6; i += 1) await login(email, { otp: wrong() });
    expectError(await login(email, { otp: codeAt(secret) }), 403, '2fa_account_locked');

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ops = (...args: string[]) => runOps(['two-factor', 'unlock', '--site', 'drawfront', ...args, '--api', api, '--token', OPS_TOKEN]);
    const unlocked = await ops('--email', email.toUpperCase());
    expect(unlocked).toMatchObject({ exitCode: 0, output: expect.stringMatching(/unlocked: they can sign in with a code again/) });
    // Still two-factor: a password alone is asked for a code, and the right code signs in.
    expectError(await login(email), 401, '2fa_required');
    expect((await login(email, { otp: codeAt(secret) })).statusCode).toBe(200);
    // The count starts again from zero: five wrong codes are incorrect, not locked.
    clock += 30_000;
    for (let i = 0; i < 5; i += 1) expectError(await login(email, { otp: wrong() }), 401, '2fa_incorrect');

    expect((await ops('--email', 'nobody@example.com')).output).toContain('No customer on drawfront has the email nobody@example.com.');
    expect((await ops()).exitCode).toBe(64);
    const unsigned = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/two-factor-unlocks', payload: { email } });
    expect(unsigned.statusCode).toBe(401);
    expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/two-factor-unlocks', headers: { authorization: `Bearer ${OPS_TOKEN}` }, payload: { email, extra: 1 } }), 422, 'validation_failed');
  }, 60_000);

  it('holds the lockout against a parallel brute force: at most five wrong codes are answered as incorrect', async () => {
    const { email, secret } = await withAuthenticator();
    const right = codeAt(secret);
    const guesses = Array.from({ length: 16 }, (_, i) => String(100000 + i * 7919).slice(0, 6)).filter((guess) => guess !== right);
    const answers = await Promise.all(guesses.map((otp) => login(email, { otp })));
    const codes = answers.map((answer) => (answer.json() as { messages: { code: string }[] }).messages[0]!.code);
    expect(codes.filter((code) => code === '2fa_incorrect')).toHaveLength(5);
    expect(codes.filter((code) => code === '2fa_account_locked')).toHaveLength(guesses.length - 5);
    expectError(await login(email, { otp: right }), 403, '2fa_account_locked');
  });

  it('remembers a device for 30 days when asked', async () => {
    const { email, secret } = await withAuthenticator();
    const deviceUuid = randomUUID();
    expect((await login(email, { otp: codeAt(secret), deviceUuid, rememberDevice: true })).statusCode).toBe(200);
    expect((await login(email, { deviceUuid })).statusCode).toBe(200);
    expectError(await login(email, { deviceUuid: randomUUID() }), 401, '2fa_required');
    clock += 30 * 86_400_000;
    expectError(await login(email, { deviceUuid }), 401, '2fa_required');
  });

  it('sets up and signs in with codes by email, single-use, resent at most once a minute', async () => {
    const { customer, accessToken } = await signUp(t);
    const codeMails = async () => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email)).orderBy(desc(outboxEmails.createdAt))).filter((mail) => mail.template === 'two-factor-code');
    const codeIn = (text: string) => /verification code is (\d{6})/.exec(text)?.[1] ?? '';
    expect((await call(accessToken, 'POST', '/email')).statusCode).toBe(202);
    const [setupMail] = await codeMails();
    // In the site's layout: the code in both parts, and an absolute link to change a password someone else knows.
    expect(setupMail!.html).toContain(`verification code is ${codeIn(setupMail!.text)}`);
    expect(setupMail!.text).toMatch(/^Change your password: https?:\/\/[^/\s]+\/forgot-password$/m);
    expect((await call(accessToken, 'POST', '/email/confirm', { code: codeIn(setupMail!.text) })).json()).toMatchObject({ enabled: true, method: 'email' });

    clock += 1000;
    const required = expectError(await login(customer.email), 401, '2fa_required');
    expect(required.result).toEqual({ twoFactorAuth: { method: 'email', identifier: expect.stringMatching(/^pl•+@example\.com$/), rememberForDays: 30 } });
    expectError(await login(customer.email), 401, '2fa_required');
    const mails = await codeMails();
    expect(mails).toHaveLength(2);
    const code = codeIn(mails[0]!.text);
    expect((await login(customer.email, { otp: code })).statusCode).toBe(200);
    expectError(await login(customer.email, { otp: code }), 401, '2fa_code_used');
    clock += 61_000;
    expectError(await login(customer.email), 401, '2fa_required');
    expect(await codeMails()).toHaveLength(3);
  });

  it('turns two-factor off only with a right code', async () => {
    const { email, accessToken, secret } = await withAuthenticator();
    expectError(await call(accessToken, 'POST', '/disable', { code: '000000' === codeAt(secret) ? '111111' : '000000' }), 401, '2fa_incorrect');
    expect((await call(accessToken, 'POST', '/disable', { code: codeAt(secret) })).json()).toMatchObject({ enabled: false, method: null });
    expect((await login(email)).statusCode).toBe(200);
  });

  it('mails a code on request to turn email two-factor off, and points authenticator customers to their app', async () => {
    const { customer, accessToken } = await signUp(t);
    const codeMails = async () => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email)).orderBy(desc(outboxEmails.createdAt))).filter((mail) => mail.template === 'two-factor-code');
    const codeIn = (text: string) => /verification code is (\d{6})/.exec(text)?.[1] ?? '';
    expectError(await call(accessToken, 'POST', '/code'), 409, '2fa_not_enabled');
    expect((await call(accessToken, 'POST', '/email')).statusCode).toBe(202);
    expect((await call(accessToken, 'POST', '/email/confirm', { code: codeIn((await codeMails())[0]!.text) })).statusCode).toBe(200);

    clock += 61_000;
    const sent = await call(accessToken, 'POST', '/code');
    expect({ status: sent.statusCode, body: sent.json() }).toEqual({ status: 202, body: { sent: true, method: 'email', identifier: expect.stringMatching(/^pl•+@example\.com$/) } });
    const mails = await codeMails();
    expect(mails).toHaveLength(2);
    // Asked again within the minute: no second mail, the first code still works.
    expect((await call(accessToken, 'POST', '/code')).statusCode).toBe(202);
    expect(await codeMails()).toHaveLength(2);
    expect((await call(accessToken, 'POST', '/disable', { code: codeIn(mails[0]!.text) })).json()).toMatchObject({ enabled: false, method: null });

    const app = await withAuthenticator();
    const fromApp = expectError(await call(app.accessToken, 'POST', '/code'), 409, '2fa_code_from_app');
    expect(fromApp.messages[0]!.message).toBe('Your code comes from your authenticator app: open it to see the current code.');
  });

  it('refuses bad input and calls without a sign-in', async () => {
    const { accessToken } = await signUp(t);
    expectError(await call(accessToken, 'POST', '/authenticator/confirm', { code: '123456' }), 409, '2fa_setup_not_started');
    expectError(await call(accessToken, 'POST', '/authenticator/confirm', {}), 422, 'validation_failed');
    expectError(await call(accessToken, 'POST', '/disable', { code: '123456' }), 409, '2fa_not_enabled');
    expectError(await t.inject({ method: 'GET', url: '/v2/customer/two-factor-auth', sign: 'drawfront' }), 401, 'unauthorised');
  });
});
