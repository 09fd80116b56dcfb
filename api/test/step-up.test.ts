// Step-up (groups spec §4 "Two-factor elevation"): sensitive calls of a customer with two-factor on answer
// 403 REQUIRED unless this sign-in proved a second factor in the last 10 minutes; POST …/elevate proves it.
import { randomUUID } from 'node:crypto';
import { generateSync } from 'otplib';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { asCustomer, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';

jest.setTimeout(30_000);

describe.each(backends())('step-up on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  beforeEach(() => {
    clock += 16 * 60_000;
  });
  const codeAt = (secret: string) => generateSync({ secret, epoch: Math.floor(clock / 1000) });
  const changePassword = (token: string) => asCustomer(t, token, { method: 'POST', url: '/v2/customer/change-password', payload: { current_password: PASSWORD, new_password: PASSWORD } });
  const elevate = (token: string, code: string) => asCustomer(t, token, { method: 'POST', url: '/v2/customer/two-factor-auth/elevate', payload: { code } });

  async function withAuthenticator() {
    const { customer, accessToken } = await signUp(t);
    const { secret } = (await asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/authenticator' })).json() as { secret: string };
    expect((await asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/authenticator/confirm', payload: { code: codeAt(secret) } })).statusCode).toBe(200);
    clock += 30_000;
    return { email: customer.email, accessToken, secret };
  }

  it('lets a customer without two-factor make sensitive calls as before', async () => {
    const { accessToken } = await signUp(t);
    expect((await changePassword(accessToken)).statusCode).toBe(200);
  });

  it('lets a sign-in that proved a code make sensitive calls for 10 minutes, then asks again; a code elevates it', async () => {
    const { email, secret } = await withAuthenticator();
    const signedIn = await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email, password: PASSWORD, otp: codeAt(secret) } });
    const { accessToken } = signedIn.json() as LoginResult;
    expect((await changePassword(accessToken)).statusCode).toBe(200);

    clock += 10 * 60_000 + 1000;
    // A fresh access token of the same sign-in (the old one has expired by now).
    const refreshed = await t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: (signedIn.json() as LoginResult).refreshToken } });
    const token = (refreshed.json() as { accessToken: string }).accessToken;
    const required = expectError(await changePassword(token), 403, 'REQUIRED');
    expect(required.messages[0]!.message).toBe('2 factor authentication is required to complete this action');
    expect(required.result).toEqual({ twoFactorAuth: { method: 'authenticator', identifier: 'Drawfront', rememberForDays: 30 } });
    expectError(await asCustomer(t, token, { method: 'DELETE', url: `/v2/funds/${randomUUID()}` }), 403, 'REQUIRED');

    expectError(await elevate(token, codeAt(secret) === '000000' ? '111111' : '000000'), 401, '2fa_incorrect');
    expect((await elevate(token, codeAt(secret))).json()).toEqual({ elevated: true });
    expect((await changePassword(token)).statusCode).toBe(200);
    // Past the step-up, the card call reaches its own rules (no such card).
    expect((await asCustomer(t, token, { method: 'DELETE', url: `/v2/funds/${randomUUID()}` })).statusCode).toBe(404);
  });

  it('asks a sign-in that skipped the code on a remembered device to prove it before a sensitive call', async () => {
    const { email, secret } = await withAuthenticator();
    const deviceUuid = randomUUID();
    await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email, password: PASSWORD, otp: codeAt(secret), device_uuid: deviceUuid, remember_device: true } });
    clock += 60_000;
    const remembered = (await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email, password: PASSWORD, device_uuid: deviceUuid } })).json() as LoginResult;
    expectError(await changePassword(remembered.accessToken), 403, 'REQUIRED');
  });

  it('needs a recent second factor to turn two-factor off', async () => {
    const { accessToken, secret } = await withAuthenticator();
    clock += 11 * 60_000;
    // The setup's own sign-in was elevated by its confirming code; 11 minutes later it is not.
    const fresh = (await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email: ((await asCustomer(t, accessToken, { method: 'GET', url: '/v2/customer' })).json() as { email: string }).email, password: PASSWORD, otp: codeAt(secret) } })).json() as LoginResult;
    clock += 11 * 60_000;
    const refreshed = (await t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: fresh.refreshToken } })).json() as { accessToken: string };
    expectError(await asCustomer(t, refreshed.accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/disable', payload: { code: codeAt(secret) } }), 403, 'REQUIRED');
  });

  it.each(['spend-limits', 'deposit-limits'])('asks for a second factor to loosen %s, never to tighten them', async (kind) => {
    const { email, secret } = await withAuthenticator();
    const fresh = (await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email, password: PASSWORD, otp: codeAt(secret) } })).json() as LoginResult;
    clock += 11 * 60_000;
    const { accessToken: token } = (await t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: fresh.refreshToken } })).json() as { accessToken: string };
    const set = (limit: string) => asCustomer(t, token, { method: 'PUT', url: `/v2/${kind}/weekly`, payload: { limit } });
    const limits = async () => ((await asCustomer(t, token, { method: 'GET', url: `/v2/${kind}` })).json() as { customerLimits: { id: string; limit: { amount: number }; pending: unknown }[] }).customerLimits;

    // A first limit and a lower one tighten: no code asked.
    expect((await set('50.00')).statusCode).toBe(200);
    expect((await set('30.00')).statusCode).toBe(200);
    // A raise and a removal loosen: refused until this sign-in proves a code, and nothing changes.
    expectError(await set('80.00'), 403, 'REQUIRED');
    const [limit] = await limits();
    expectError(await asCustomer(t, token, { method: 'DELETE', url: `/v2/${kind}/${limit!.id}` }), 403, 'REQUIRED');
    expect(await limits()).toEqual([expect.objectContaining({ limit: expect.objectContaining({ amount: 3000 }), pending: null })]);
    // A bad amount is refused by validation first, whatever the second factor.
    expectError(await set('lots'), 422, 'validation_failed');

    expect((await elevate(token, codeAt(secret))).statusCode).toBe(200);
    expect((await set('80.00')).statusCode).toBe(200);
    expect((await asCustomer(t, token, { method: 'DELETE', url: `/v2/${kind}/${limit!.id}` })).statusCode).toBe(200);
  });

  it('asks for a second factor to raise or remove the pre-commitment limit, never to set or lower it', async () => {
    const { email, secret } = await withAuthenticator();
    const fresh = (await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email, password: PASSWORD, otp: codeAt(secret) } })).json() as LoginResult;
    clock += 11 * 60_000;
    const { accessToken: token } = (await t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: fresh.refreshToken } })).json() as { accessToken: string };
    const set = (limit: string) => asCustomer(t, token, { method: 'POST', url: '/v2/precommitment', payload: { limit } });
    const remove = () => asCustomer(t, token, { method: 'DELETE', url: '/v2/precommitment' });
    const limit = async () => ((await asCustomer(t, token, { method: 'GET', url: '/v2/customer' })).json() as { preCommitment: { limit: { amount: number } } | null }).preCommitment?.limit.amount ?? null;

    // Removing a limit that is not there loosens nothing.
    expect((await remove()).statusCode).toBe(200);
    expect((await set('50.00')).statusCode).toBe(200);
    expect((await set('30.00')).statusCode).toBe(200);
    expectError(await set('80.00'), 403, 'REQUIRED');
    expectError(await remove(), 403, 'REQUIRED');
    expect(await limit()).toBe(3000);
    expectError(await set('lots'), 422, 'validation_failed');

    expect((await elevate(token, codeAt(secret))).statusCode).toBe(200);
    expect((await set('80.00')).statusCode).toBe(200);
    expect(await limit()).toBe(8000);
    expect((await remove()).statusCode).toBe(200);
    expect(await limit()).toBeNull();
  });
});
