// One right code sent many times at once (a double-clicked submit, a client retrying): the first is accepted and the
// rest answer "already used" without counting as wrong codes. PGlite runs one transaction at a time, so only
// PostgreSQL (TEST_DATABASE_URL) shows the checks really overlapping.
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { twoFactorSettings } from '../src/db/schema';
import { asCustomer, PASSWORD, signUp } from './customers';
import { setupApp } from './helper';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('concurrent submissions of one two-factor code on postgres', () => {
  let clock = Date.now();
  const t = setupApp('postgres', {}, { now: () => new Date(clock) });
  const codeAt = (secret: string) => generateSync({ secret, epoch: Math.floor(clock / 1000) });
  const codesOf = (answers: { statusCode: number; body: string }[]) =>
    answers.map((answer) => (answer.statusCode === 200 ? 'ok' : (JSON.parse(answer.body) as { messages: { code: string }[] }).messages[0]!.code)).sort();

  /** A new customer with the authenticator on, the clock moved past the setup code's step. */
  async function withAuthenticator() {
    const { customer, accessToken } = await signUp(t);
    const call = (url: string, payload?: Record<string, unknown>) => asCustomer(t, accessToken, { method: 'POST', url: `/v2/customer/two-factor-auth${url}`, payload });
    const { secret } = (await call('/authenticator')).json() as { secret: string };
    expect((await call('/authenticator/confirm', { code: codeAt(secret) })).statusCode).toBe(200);
    clock += 30_000;
    return { customer, accessToken, secret, call };
  }

  const settingsOf = async (customerId: string) => (await t.database.db.select().from(twoFactorSettings).where(eq(twoFactorSettings.customerId, customerId)))[0]!;

  it('signs in once for 10 simultaneous sign-ins with one right code; 9 answer 2fa_code_used, none counts and the account stays open', async () => {
    const { customer, secret } = await withAuthenticator();
    const otp = codeAt(secret);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email: customer.email, password: PASSWORD, otp }, remoteAddress: `198.51.100.${i + 1}` })),
    );
    expect(codesOf(answers)).toEqual([...Array(9).fill('2fa_code_used'), 'ok'].sort());
    expect(await settingsOf(customer.customerId)).toMatchObject({ failedAttempts: 0, lockedAt: null });
    // Still open: the next step's code signs in.
    clock += 30_000;
    expect((await t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email: customer.email, password: PASSWORD, otp: codeAt(secret) } })).statusCode).toBe(200);
  }, 60_000);

  it('elevates once for 10 simultaneous step-up codes; the rest answer 2fa_code_used and count nothing', async () => {
    const { customer, secret, call } = await withAuthenticator();
    const code = codeAt(secret);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('/elevate', { code })));
    expect(codesOf(answers)).toEqual([...Array(9).fill('2fa_code_used'), 'ok'].sort());
    expect(await settingsOf(customer.customerId)).toMatchObject({ failedAttempts: 0, lockedAt: null });
  }, 60_000);
});
