// Every way in ends at one sign-in gate: with two-factor on (authenticator or email), no path answers a session
// without the code, and the code then completes it. A new way in belongs in PATHS.
import { count, desc, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import type { LightMyRequestResponse } from 'fastify';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { outboxEmails, refreshTokens } from '../src/db/schema';
import { asCustomer, PASSWORD, signUp } from './customers';
import { backends, expectError, OPS_TOKEN, setupApp } from './helper';
import type { TestContext } from './helper';
import { signInAt } from './social-sign-in';

// Sign-ups and sign-ins verify argon2 hashes: more than the default 5 s on a busy machine.
jest.setTimeout(30_000);

type Method = 'authenticator' | 'email';

/** A customer with two-factor on, and how to read their next code. */
interface Enrolled {
  customerId: string;
  email: string;
  code(): Promise<string>;
}

/** One way in: its first answer (no code), and the call that brings the code after a `2fa_required`. */
interface Path {
  name: string;
  /** A new customer of this path, signed in once so two-factor can be turned on. */
  customer(t: TestContext): Promise<LoginResult>;
  begin(t: TestContext, email: string): Promise<{ first: LightMyRequestResponse; complete(otp: string): Promise<LightMyRequestResponse> }>;
}

const NEW_PASSWORD = 'Changed456';
const fresh = (domain = 'example.com') => `gate-${Math.random().toString(36).slice(2, 10)}@${domain}`;
const signed = (t: TestContext, url: string, payload: Record<string, unknown>) => t.inject({ method: 'POST', url, sign: 'drawfront', payload });
const linkToken = async (t: TestContext, email: string, kind: 'autologin' | 'transfer') => {
  const made = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/autologin-links', headers: { authorization: `Bearer ${OPS_TOKEN}` }, payload: { email, kind } });
  return (made.json() as { path: string }).path.split('/')[3]!.split('?')[0]!;
};
const newestMail = async (t: TestContext, to: string, template: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(desc(outboxEmails.createdAt))).find((mail) => mail.template === template);
let addresses = 0;
const nextAddress = () => `192.0.2.${(addresses = (addresses % 250) + 1)}`;

const PATHS: Path[] = [
  {
    name: 'password sign-in',
    customer: (t) => signUp(t),
    async begin(t, email) {
      const login = (otp?: string) => t.inject({ method: 'POST', url: '/v2/login', sign: 'drawfront', payload: { email, password: PASSWORD, otp }, remoteAddress: nextAddress() });
      return { first: await login(), complete: (otp) => login(otp) };
    },
  },
  {
    name: 'password reset link',
    customer: (t) => signUp(t),
    async begin(t, email) {
      await t.inject({ method: 'POST', url: '/v2/password/forgot', sign: 'drawfront', payload: { email }, remoteAddress: nextAddress(), headers: { origin: 'http://localhost:3000' } });
      const link = /forgot-password\?token=([A-Za-z0-9_-]+)/.exec((await newestMail(t, email, 'password-reset'))?.text ?? '')?.[1];
      if (!link) throw new Error('no reset link mailed');
      const reset = (otp?: string) => signed(t, '/v2/password/reset', { token: link, password: NEW_PASSWORD, otp });
      return { first: await reset(), complete: (otp) => reset(otp) };
    },
  },
  {
    name: 'autologin link',
    customer: (t) => signUp(t),
    async begin(t, email) {
      const token = await linkToken(t, email, 'autologin');
      const autologin = (otp?: string) => signed(t, '/v2/autologin', { autologin_token: token, otp });
      return { first: await autologin(), complete: (otp) => autologin(otp) };
    },
  },
  {
    name: 'transfer link',
    customer: (t) => signUp(t),
    async begin(t, email) {
      const token = await linkToken(t, email, 'transfer');
      const transfer = (otp?: string) =>
        t.inject({ method: 'POST', url: '/v2/transfer', sign: 'drawfront', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ autologin_token: token, ...(otp ? { otp } : {}) }).toString() });
      return { first: await transfer(), complete: (otp) => transfer(otp) };
    },
  },
  {
    name: 'social sign-in (linked identity)',
    async customer(t) {
      const back = await signInAt(t, 'google', fresh('google.test'));
      const { followUpToken } = (await signed(t, '/v2/social-auth/callback', { state: back.state, code: back.code })).json() as { followUpToken: string };
      const created = await signed(t, '/v2/social-auth/signup', { follow_up_token: followUpToken, firstname: 'Gina', lastname: 'Gate', date_of_birth: '1990-01-02', state: 'NSW', accept_terms: true, email_opt_in: false });
      return created.json() as LoginResult;
    },
    async begin(t, email) {
      const back = await signInAt(t, 'google', email);
      const first = await signed(t, '/v2/social-auth/callback', { state: back.state, code: back.code });
      const followUpToken = (first.json() as { result?: { followUpToken?: string } }).result?.followUpToken;
      return { first, complete: (otp) => signed(t, '/v2/social-auth/second-factor', { follow_up_token: followUpToken, otp }) };
    },
  },
  {
    name: 'social sign-in linking an account by its password',
    customer: (t) => signUp(t, 'drawfront', { email: fresh() }),
    async begin(t, email) {
      const back = await signInAt(t, 'google', email);
      const { followUpToken } = (await signed(t, '/v2/social-auth/callback', { state: back.state, code: back.code })).json() as { followUpToken: string };
      const link = (otp?: string) => t.inject({ method: 'POST', url: '/v2/social-auth/link-with-password', sign: 'drawfront', payload: { follow_up_token: followUpToken, password: PASSWORD, otp }, remoteAddress: nextAddress() });
      return { first: await link(), complete: (otp) => link(otp) };
    },
  },
];

describe.each(backends())('one second-factor gate for every way in, on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  beforeEach(() => {
    // Past the previous test's authenticator step and emailed code's resend wait.
    clock += 16 * 60_000;
  });

  const twoFactor = (accessToken: string, url: string, payload?: Record<string, unknown>) => asCustomer(t, accessToken, { method: 'POST', url: `/v2/customer/two-factor-auth${url}`, payload });
  const sessionsOf = async (customerId: string) => Number((await t.database.db.select({ n: count() }).from(refreshTokens).where(eq(refreshTokens.customerId, customerId)))[0]!.n);
  const mailedCode = async (email: string) => /verification code is (\d{6})/.exec((await newestMail(t, email, 'two-factor-code'))?.text ?? '')?.[1] ?? '';

  async function enrol(session: LoginResult, method: Method): Promise<Enrolled> {
    const { customerId, email } = session.customer;
    if (method === 'authenticator') {
      const { secret } = (await twoFactor(session.accessToken, '/authenticator')).json() as { secret: string };
      const codeAt = () => generateSync({ secret, epoch: Math.floor(clock / 1000) });
      expect((await twoFactor(session.accessToken, '/authenticator/confirm', { code: codeAt() })).statusCode).toBe(200);
      // The setup code's step is used: the sign-in's code is of a later one.
      clock += 30_000;
      return { customerId, email, code: async () => codeAt() };
    }
    expect((await twoFactor(session.accessToken, '/email')).statusCode).toBe(202);
    expect((await twoFactor(session.accessToken, '/email/confirm', { code: await mailedCode(email) })).statusCode).toBe(200);
    clock += 61_000;
    return { customerId, email, code: () => mailedCode(email) };
  }

  describe.each(PATHS.map((path) => [path.name, path] as const))('%s', (_name, path) => {
    it.each<Method>(['authenticator', 'email'])('with the %s method answers 2fa_required and no session until the code comes, then signs in', async (method) => {
      const customer = await enrol(await path.customer(t), method);
      const before = await sessionsOf(customer.customerId);
      const { first, complete } = await path.begin(t, customer.email);

      const required = expectError(first, 401, '2fa_required');
      expect(required.result).toMatchObject({ twoFactorAuth: { method } });
      expect(first.body).not.toContain('accessToken');
      expect(await sessionsOf(customer.customerId)).toBe(before);

      const code = await customer.code();
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === '000000' ? '111111' : '000000';
      expectError(await complete(wrong), 401, '2fa_incorrect');
      expect(await sessionsOf(customer.customerId)).toBe(before);

      const signedIn = await complete(code);
      expect(signedIn.statusCode).toBe(200);
      const login = (signedIn.json() as { login?: LoginResult } & LoginResult).login ?? (signedIn.json() as LoginResult);
      expect(login.customer.customerId).toBe(customer.customerId);
      expect(login.accessToken).toEqual(expect.any(String));
    });
  });

  it('keeps the old password and every sign-in while a reset link waits for its code', async () => {
    const session = await signUp(t);
    const customer = await enrol(session, 'authenticator');
    const reset = PATHS.find((path) => path.name === 'password reset link')!;
    const { first, complete } = await reset.begin(t, customer.email);
    expectError(first, 401, '2fa_required');
    // The link has changed nothing yet: the old password still passes the first factor, and this sign-in lives on.
    expectError(await signed(t, '/v2/login', { email: customer.email, password: PASSWORD }), 401, '2fa_required');
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).statusCode).toBe(200);

    expect((await complete(await customer.code())).statusCode).toBe(200);
    expectError(await signed(t, '/v2/login', { email: customer.email, password: PASSWORD }), 401, 'invalid_credentials');
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' }), 401, 'unauthorised');
  });
});
