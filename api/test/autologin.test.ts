// Sign-in links (groups spec §5 "Autologin page", §7 `POST /autologin`, `POST /transfer (form)`): a single-use,
// expiring token made by ops (or another module) signs its customer in as `/login` does, second factor included.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { customers } from '../src/db/schema';
import { ONE_TIME_TOKEN_TTL_MS } from '../src/modules/identity/one-time-tokens-repository';
import { asCustomer, signUp } from './customers';
import { backends, expectError, OPS_TOKEN, setupApp } from './helper';

jest.setTimeout(30_000);

const ROOT = resolve(__dirname, '..', '..');

function runOps(args: string[]): Promise<{ exitCode: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(ROOT, 'scripts', 'ops.mjs'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolvePromise({ exitCode, output }));
  });
}

const NO_LONGER_VALID = 'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.';

describe.each(backends())('sign-in links on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  beforeEach(() => {
    clock += 16 * 60_000;
  });

  const makeLink = (email: string, body: Record<string, unknown> = {}, site = 'drawfront') =>
    t.inject({ method: 'POST', url: `/platform/sites/${site}/autologin-links`, headers: { authorization: `Bearer ${OPS_TOKEN}` }, payload: { email, ...body } });
  /** A new link's token for `email` (of `kind`, default autologin). */
  async function tokenFor(email: string, body: Record<string, unknown> = {}): Promise<string> {
    const response = await makeLink(email, body);
    expect(response.statusCode).toBe(201);
    return /\/login\/(?:autologin|transfer)\/([A-Za-z0-9_-]+)/.exec((response.json() as { path: string }).path)![1]!;
  }
  const autologin = (payload: Record<string, unknown>, site = 'drawfront') => t.inject({ method: 'POST', url: '/v2/autologin', sign: site, payload });
  const transfer = (form: string) => t.inject({ method: 'POST', url: '/v2/transfer', sign: 'drawfront', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });

  it('makes a link to the site page carrying a same-site target, and signs the customer in with it once', async () => {
    const { customer } = await signUp(t);
    const made = await makeLink(customer.email, { target: '/my-account/deposit?amount=20' });
    expect(made.statusCode).toBe(201);
    const { link, path, expiresAt } = made.json() as { link: string; path: string; expiresAt: string };
    expect(path).toMatch(/^\/login\/autologin\/[A-Za-z0-9_-]{43}\?target=%2Fmy-account%2Fdeposit%3Famount%3D20$/);
    expect(link.endsWith(path)).toBe(true);
    expect(new Date(expiresAt).getTime()).toBe(clock + 7 * 24 * 60 * 60_000);
    const token = path.split('/')[3]!.split('?')[0]!;

    const response = await autologin({ autologinToken: token });
    expect(response.statusCode).toBe(200);
    const result = response.json() as LoginResult;
    expect(result.customer.email).toBe(customer.email);
    expect((await asCustomer(t, result.accessToken, { method: 'GET', url: '/v2/customer' })).statusCode).toBe(200);

    const again = expectError(await autologin({ autologinToken: token }), 410, 'autologin_link_invalid');
    expect(again.messages[0]!.message).toBe(NO_LONGER_VALID);
  });

  it('refuses a target that leaves the site, and an unknown email', async () => {
    const { customer } = await signUp(t);
    expectError(await makeLink(customer.email, { target: '//evil.example/x' }), 422, 'validation_failed');
    expectError(await makeLink(customer.email, { target: 'https://evil.example' }), 422, 'validation_failed');
    expectError(await makeLink('nobody-here@example.com'), 404, 'customer_not_found');
    expect((await t.inject({ method: 'POST', url: '/platform/sites/drawfront/autologin-links', payload: { email: customer.email } })).statusCode).toBe(401);
  });

  it('refuses a link once it has expired (7 days for an email link, 30 minutes for a transfer)', async () => {
    const { customer } = await signUp(t);
    const emailed = await tokenFor(customer.email);
    const transferred = await tokenFor(customer.email, { kind: 'transfer' });
    expect(ONE_TIME_TOKEN_TTL_MS.transfer).toBe(30 * 60_000);
    clock += 30 * 60_000;
    expectError(await transfer(`autologin_token=${transferred}`), 410, 'autologin_link_invalid');
    clock += 7 * 24 * 60 * 60_000;
    expectError(await autologin({ autologinToken: emailed }), 410, 'autologin_link_invalid');
  });

  it('signs in through the transfer form, and keeps the two kinds apart', async () => {
    const { customer } = await signUp(t);
    const token = await tokenFor(customer.email, { kind: 'transfer' });
    expectError(await autologin({ autologinToken: token }), 410, 'autologin_link_invalid');
    const response = await transfer(`autologin_token=${token}&remember_device=false`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as LoginResult).customer.email).toBe(customer.email);
  });

  it('refuses an unknown token, another site’s token and a malformed body without a 500', async () => {
    const { customer } = await signUp(t);
    expectError(await autologin({ autologinToken: 'no-such-token' }), 410, 'autologin_link_invalid');
    expectError(await autologin({ autologinToken: await tokenFor(customer.email) }, 'goodcause'), 410, 'autologin_link_invalid');
    expectError(await autologin({}), 422, 'validation_failed');
    expectError(await autologin({ autologinToken: 'bad token!' }), 422, 'validation_failed');
    expectError(await autologin({ autologinToken: 'x', extra: 1 }), 422, 'validation_failed');
    expectError(await transfer('autologin_token='), 422, 'validation_failed');
  });

  it('refuses a closed account, leaving nothing signed in', async () => {
    const { customer } = await signUp(t);
    const token = await tokenFor(customer.email);
    await t.database.db.update(customers).set({ closedAt: new Date(clock) }).where(eq(customers.id, customer.customerId));
    expectError(await autologin({ autologinToken: token }), 403, 'account_closed');
    expectError(await makeLink(customer.email), 403, 'account_closed');
  });

  it('asks for the second factor without spending the link, then signs in with the code', async () => {
    const { customer, accessToken } = await signUp(t);
    const call = (url: string, payload?: Record<string, unknown>) => asCustomer(t, accessToken, { method: 'POST', url: `/v2/customer/two-factor-auth${url}`, payload });
    const { secret } = (await call('/authenticator')).json() as { secret: string };
    const codeAt = (at: number) => generateSync({ secret, epoch: Math.floor(at / 1000) });
    expect((await call('/authenticator/confirm', { code: codeAt(clock) })).statusCode).toBe(200);
    clock += 30_000;

    const token = await tokenFor(customer.email);
    const required = expectError(await autologin({ autologinToken: token }), 401, '2fa_required');
    expect(required.result).toEqual({ twoFactorAuth: { method: 'authenticator', identifier: 'Drawfront', rememberForDays: 30 } });
    expectError(await autologin({ autologinToken: token, otp: codeAt(clock) === '000000' ? '111111' : '000000' }), 401, '2fa_incorrect');
    const response = await autologin({ autologinToken: token, otp: codeAt(clock) });
    expect(response.statusCode).toBe(200);
    expect((response.json() as LoginResult).customer.email).toBe(customer.email);
    expectError(await autologin({ autologinToken: token, otp: codeAt(clock + 30_000) }), 410, 'autologin_link_invalid');
  });

  it('prints a link from `npm run ops -- autologin create`, and refuses a foreign target', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { customer } = await signUp(t);
    const ops = (...args: string[]) => runOps(['autologin', 'create', '--site', 'drawfront', ...args, '--api', api, '--token', OPS_TOKEN]);
    const made = await ops('--email', customer.email, '--target', '/my-account');
    expect(made.exitCode).toBe(0);
    const token = /\/login\/autologin\/([A-Za-z0-9_-]+)\?target=%2Fmy-account\n/.exec(made.output)?.[1];
    expect(token).toBeDefined();
    expect((await autologin({ autologinToken: token })).statusCode).toBe(200);
    expect((await ops('--email', customer.email, '--transfer')).output).toMatch(/\/login\/transfer\/[A-Za-z0-9_-]+\n/);
    const refused = await ops('--email', customer.email, '--target', 'https://evil.example');
    expect(refused.exitCode).toBe(1);
    expect((await ops()).exitCode).toBe(64);
  }, 60_000);
});
