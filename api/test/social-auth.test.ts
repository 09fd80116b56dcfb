// Sign in with Apple and Google through the built-in test OpenID provider: sign-up, sign-in,
// linking to an existing account with its password, and every way the code flow must refuse with nothing linked.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { customers, socialIdentities } from '../src/db/schema';
import { REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { GB_POSTCODE_MESSAGE } from '@drawfront/shared/rules/customer-details';
import { asCustomer, PASSWORD, signUp, UK_ADDRESS } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { signInAt } from './social-sign-in';

jest.setTimeout(30_000);

const callback = (t: TestContext, payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/v2/social-auth/callback', sign: 'drawfront', payload });
const linkedCount = async (t: TestContext) => Number((await t.database.db.select({ n: count() }).from(socialIdentities))[0]!.n);
const details = { firstname: 'Gina', lastname: 'Google', date_of_birth: '1990-01-02', state: 'NSW', accept_terms: true, email_opt_in: false };
const fresh = (domain = 'google.test') => `g${randomUUID().slice(0, 8)}@${domain}`;

describe.each(backends())('social sign-in on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });

  it('asks a Google sign-up on the en-GB site for a UK address, checks it as the email sign-up does, and keeps it', async () => {
    const email = fresh();
    const back = await signInAt(t, 'google', email);
    const answer = (await callback(t, { state: back.state, code: back.code })).json() as { followUpToken: string };
    const signup = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/v2/social-auth/signup', sign: 'drawfront', headers: { 'x-sub-variant': 'GB' }, payload: { follow_up_token: answer.followUpToken, ...details, state: 'OTHER', ...payload } });
    const missing = await signup({});
    expectError(missing, 422, 'validation_failed');
    expect(missing.json().errors).toMatchObject({ addressLine1: [REQUIRED_MESSAGE], suburb: [REQUIRED_MESSAGE], postcode: [REQUIRED_MESSAGE] });
    const badPostcode = await signup({ address: { ...UK_ADDRESS, postcode: '2000' } });
    expectError(badPostcode, 422, 'validation_failed');
    expect(badPostcode.json().errors).toEqual({ postcode: [GB_POSTCODE_MESSAGE] });
    expect(await t.database.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);

    const created = await signup({ address: { ...UK_ADDRESS, postcode: 'ec1a1bb' } });
    expect(created.statusCode).toBe(201);
    const login = created.json() as LoginResult;
    expect(login.customer.balance.currency).toBe('GBP');
    const mine = (await asCustomer(t, login.accessToken, { method: 'GET', url: '/v2/customer/details', headers: { 'x-sub-variant': 'GB' } })).json() as { address: Record<string, string> };
    expect(mine.address).toMatchObject({ addressLine1: '1 Test Street', suburb: 'London', postcode: 'EC1A 1BB', country: 'GB' });
  });

  it('signs a new customer up with Google, then signs them in again with it', async () => {
    const email = fresh();
    const back = await signInAt(t, 'google', email);
    const first = await callback(t, { state: back.state, code: back.code });
    expect(first.statusCode).toBe(200);
    const answer = first.json() as { status: string; followUpToken: string; email: string; returnTo: string };
    expect(answer).toMatchObject({ status: 'signup_required', provider: 'google', email, returnTo: '/my-account' });

    const created = await t.inject({ method: 'POST', url: '/v2/social-auth/signup', sign: 'drawfront', payload: { follow_up_token: answer.followUpToken, ...details } });
    expect(created.statusCode).toBe(201);
    const login = created.json() as LoginResult;
    expect(login.customer.email).toBe(email);
    // The follow-up is single-use.
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/signup', sign: 'drawfront', payload: { follow_up_token: answer.followUpToken, ...details } }), 410, 'social_follow_up_invalid');

    const again = await signInAt(t, 'google', email);
    const second = await callback(t, { state: again.state, code: again.code });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ status: 'signed_in', login: { customer: { customerId: login.customer.customerId } } });
    // Apple is another provider: the same email there is a new identity, and the account exists, so its password is asked for.
    const apple = await signInAt(t, 'apple', email);
    expect((await callback(t, { state: apple.state, code: apple.code })).json()).toMatchObject({ status: 'password_required', provider: 'apple' });
  });

  it('links a new Google identity to the account with its email only after that account’s password', async () => {
    const { customer } = await signUp(t, 'drawfront', { email: fresh('example.com') });
    const back = await signInAt(t, 'google', customer.email);
    const answer = (await callback(t, { state: back.state, code: back.code })).json() as { status: string; followUpToken: string };
    expect(answer.status).toBe('password_required');
    const before = await linkedCount(t);
    const link = (password: string) => t.inject({ method: 'POST', url: '/v2/social-auth/link-with-password', sign: 'drawfront', payload: { follow_up_token: answer.followUpToken, password } });
    expectError(await link('Wrong-password-1'), 401, 'invalid_credentials');
    expect(await linkedCount(t)).toBe(before);
    const linked = await link(PASSWORD);
    expect(linked.statusCode).toBe(200);
    expect((linked.json() as LoginResult).customer.customerId).toBe(customer.customerId);
    expect(await linkedCount(t)).toBe(before + 1);
    expectError(await link(PASSWORD), 410, 'social_follow_up_invalid');
  });

  it('refuses a refused consent, an unverified email, a bad state and a replayed callback, linking nothing', async () => {
    const before = await linkedCount(t);
    const customersBefore = Number((await t.database.db.select({ n: count() }).from(customers))[0]!.n);

    const denied = await signInAt(t, 'google', fresh(), 'deny');
    expect(denied.error).toBe('access_denied');
    expectError(await callback(t, { state: denied.state, error: denied.error }), 401, 'social_auth_refused');
    const refusing = await signInAt(t, 'google', 'refuse@google.test');
    expect(refusing).toMatchObject({ error: 'access_denied', code: undefined });

    const unverified = await signInAt(t, 'google', 'unverified@google.test');
    expectError(await callback(t, { state: unverified.state, code: unverified.code }), 422, 'social_email_unverified');

    const good = await signInAt(t, 'google', fresh());
    expectError(await callback(t, { state: 'not-the-state', code: good.code }), 410, 'social_auth_state_invalid');
    expect((await callback(t, { state: good.state, code: good.code })).statusCode).toBe(200);
    expectError(await callback(t, { state: good.state, code: good.code }), 410, 'social_auth_state_invalid');

    // A state that waited longer than ten minutes at the provider is refused.
    const late = await signInAt(t, 'google', fresh());
    clock += 11 * 60_000;
    expectError(await callback(t, { state: late.state, code: late.code }), 410, 'social_auth_state_invalid');

    expect(await linkedCount(t)).toBe(before);
    expect(Number((await t.database.db.select({ n: count() }).from(customers))[0]!.n)).toBe(customersBefore);
  });

  it('lists, links and unlinks, and never unlinks the last way to sign in', async () => {
    const email = fresh();
    const back = await signInAt(t, 'google', email);
    const { followUpToken } = (await callback(t, { state: back.state, code: back.code })).json() as { followUpToken: string };
    const { accessToken, customer } = (await t.inject({ method: 'POST', url: '/v2/social-auth/signup', sign: 'drawfront', payload: { follow_up_token: followUpToken, ...details } })).json() as LoginResult;
    const list = () => asCustomer(t, accessToken, { method: 'GET', url: '/v2/customer/social-accounts' });
    expect((await list()).json()).toMatchObject({ hasPassword: false, accounts: [{ provider: 'google', email }] });

    expectError(await asCustomer(t, accessToken, { method: 'DELETE', url: '/v2/customer/social-accounts/google' }), 409, 'last_sign_in_method');
    expectError(await asCustomer(t, accessToken, { method: 'DELETE', url: '/v2/customer/social-accounts/apple' }), 404, 'social_identity_not_found');

    // Link Apple from the account page: the state is bound to this customer.
    const started = await asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/social-accounts/apple' });
    expect(started.statusCode).toBe(200);
    const { consent } = await import('./social-sign-in');
    const apple = await consent(t, (started.json() as { redirectUrl: string }).redirectUrl, `other-${email.replace('google', 'apple')}`);
    // Someone else cannot finish this customer's link, nor can it be finished as a sign-in.
    const other = await signUp(t);
    expectError(await asCustomer(t, other.accessToken, { method: 'POST', url: '/v2/customer/social-accounts/callback', payload: { state: apple.state, code: apple.code } }), 410, 'social_auth_state_invalid');

    const started2 = await asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/social-accounts/apple' });
    const apple2 = await consent(t, (started2.json() as { redirectUrl: string }).redirectUrl, `other-${email.replace('google', 'apple')}`);
    const linked = await asCustomer(t, accessToken, { method: 'POST', url: '/v2/customer/social-accounts/callback', payload: { state: apple2.state, code: apple2.code } });
    expect(linked.statusCode).toBe(200);
    expect((linked.json() as { accounts: { provider: string }[] }).accounts.map((each) => each.provider)).toEqual(['google', 'apple']);

    const unlinked = await asCustomer(t, accessToken, { method: 'DELETE', url: '/v2/customer/social-accounts/google' });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ hasPassword: false, accounts: [{ provider: 'apple' }] });
    expectError(await asCustomer(t, accessToken, { method: 'DELETE', url: '/v2/customer/social-accounts/apple' }), 409, 'last_sign_in_method');
    const stillThere = await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.customerId, customer.customerId));
    expect(stillThere).toHaveLength(1);
  });

  it('answers a site without Apple sign-in 404, and bad input in the error shape', async () => {
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/apple/start', sign: 'goodcause', payload: {} }), 404, 'sign_in_method_off');
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/facebook/start', sign: 'drawfront', payload: {} }), 422, 'validation_failed');
    expectError(await callback(t, { state: 'a b' }), 422, 'validation_failed');
    expectError(await callback(t, { state: 'x', extra: 1 }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/signup', sign: 'drawfront', payload: { follow_up_token: 'x' } }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/signup', sign: 'drawfront', payload: { follow_up_token: 'unknown', ...details } }), 410, 'social_follow_up_invalid');
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/link-with-password', sign: 'drawfront', payload: { follow_up_token: 'unknown', password: 'x' } }), 410, 'social_follow_up_invalid');
    expectError(await t.inject({ method: 'POST', url: '/v2/social-auth/second-factor', sign: 'drawfront', payload: { follow_up_token: 'unknown', otp: '123456' } }), 410, 'social_follow_up_invalid');
    expectError(await t.inject({ method: 'GET', url: '/v2/customer/social-accounts', sign: 'drawfront' }), 401, 'unauthorised');
    expectError(await t.inject({ method: 'DELETE', url: '/v2/customer/social-accounts/google', sign: 'drawfront' }), 401, 'unauthorised');
    expectError(await t.inject({ method: 'POST', url: '/test-idp/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=authorization_code' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'POST', url: '/test-idp/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=nope' }), 422, 'validation_failed');
    const page = await t.inject({ method: 'GET', url: '/test-idp/authorize?client_id=nobody' });
    expect(page.statusCode).toBe(422);
  });
});
