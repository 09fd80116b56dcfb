// My details and the confirmation banner: `GET`/`POST /v2/customer/details` behind step-up,
// the address configuration and immutable fields, an address or email change confirmed through a mailed
// single-use link (`PATCH /v2/customer/confirm-address`, `confirm-email-address`), and `GET /v2/customer`'s flags.
import { and, desc, eq, ne } from 'drizzle-orm';
import { generateSync } from 'otplib';
import type { Customer, LoginResult } from '@drawfront/shared/contract/customer';
import type { CustomerDetails } from '@drawfront/shared/contract/customer-details';
import { customers, outboxEmails } from '../src/db/schema';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';

jest.setTimeout(30_000);

const ADDRESS = { address_line1: '1 George St', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'AU' };

describe.each(backends())('my details on %s', (backend) => {
  let clock = Date.parse('2026-11-24T09:00:00Z');
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  beforeEach(() => {
    clock += 16 * 60_000;
  });

  const details = (session: Pick<LoginResult, 'accessToken'>, site = 'drawfront') => asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer/details', sign: site });
  const change = (session: Pick<LoginResult, 'accessToken'>, payload: Record<string, unknown>, site = 'drawfront') =>
    asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/details', payload, sign: site });
  const customerOf = async (session: Pick<LoginResult, 'accessToken'>) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json() as Customer;
  // Every mail to the customer after the welcome that sign-up writes (the mails this test is about).
  const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, to), ne(outboxEmails.template, 'welcome'))).orderBy(desc(outboxEmails.createdAt));
  const tokenIn = (text: string) => /confirm-address\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it("answers the customer's details with the site's address configuration and no immutable fields", async () => {
    const session = await signUp(t);
    const response = await details(session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      customerId: session.customer.customerId,
      firstname: 'Pat',
      lastname: 'Player',
      email: session.customer.email,
      phone: '',
      dateOfBirth: '1990-04-01',
      address: { addressLine1: '', addressLine2: '', suburb: '', postcode: '', state: 'NSW', country: 'AU' },
      addressConfig: { address: 'required', addressLine2: 'never', country: 'required', postcode: 'required', state: 'required', suburb: 'required', format: 'standard', defaultCountry: 'AU' },
      immutableFields: [],
      addressConfirmationRequired: false,
      emailAddressConfirmationRequired: false,
    } satisfies CustomerDetails);
    expectError(await t.inject({ method: 'GET', url: '/v2/customer/details', sign: 'drawfront' }), 401, 'unauthorised');
  });

  it('changes the address, mails a single-use confirmation link, and the banner flag clears when it is opened', async () => {
    const session = await signUp(t);
    const response = await change(session, { ...ADDRESS, phone: '0412 345 678', firstname: ' Patricia ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstname: 'Patricia', phone: '0412345678', address: { addressLine1: '1 George St', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'AU', addressLine2: '' }, addressConfirmationRequired: true });
    expect(await customerOf(session)).toMatchObject({ firstname: 'Patricia', addressConfirmationRequired: true, emailAddressConfirmationRequired: false });

    const [mail] = await mailsTo(session.customer.email);
    expect(mail).toMatchObject({ template: 'confirm-address', subject: 'Please confirm your address with Drawfront' });
    expect(mail!.text).toContain('Address: 1 George St, Sydney NSW 2000, AU');
    // In the site's layout: an HTML part with the same address and link.
    expect(mail!.html).toContain('1 George St, Sydney NSW 2000, AU');
    expect(mail!.html).toContain('/my-account/confirm-address/');
    const token = tokenIn(mail!.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The link works signed out (the page is public), once.
    const confirmed = await t.inject({ method: 'PATCH', url: '/v2/customer/confirm-address', sign: 'drawfront', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed', email: session.customer.email });
    expect((await customerOf(session)).addressConfirmationRequired).toBe(false);
    expectError(await t.inject({ method: 'PATCH', url: '/v2/customer/confirm-address', sign: 'drawfront', payload: { token } }), 410, 'confirmation_link_invalid');
  });

  it("confirms from the banner when signed in, refuses an expired link, and refuses another customer's link", async () => {
    const session = await signUp(t);
    const other = await signUp(t);
    await change(session, ADDRESS);
    const token = tokenIn((await mailsTo(session.customer.email))[0]!.text);
    expectError(await asCustomer(t, other.accessToken, { method: 'PATCH', url: '/v2/customer/confirm-address', payload: { token } }), 410, 'confirmation_link_invalid');
    expectError(await asCustomer(t, other.accessToken, { method: 'PATCH', url: '/v2/customer/confirm-address', payload: {} }), 409, 'nothing_to_confirm');

    clock += 8 * 24 * 3_600_000;
    expectError(await t.inject({ method: 'PATCH', url: '/v2/customer/confirm-address', sign: 'drawfront', payload: { token } }), 410, 'confirmation_link_invalid');
    const again = (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
    const banner = await asCustomer(t, again.accessToken, { method: 'PATCH', url: '/v2/customer/confirm-address', payload: {} });
    expect(banner.json()).toMatchObject({ status: 'confirmed' });
    expect((await customerOf(again)).addressConfirmationRequired).toBe(false);
    expectError(await t.inject({ method: 'PATCH', url: '/v2/customer/confirm-address', sign: 'drawfront', payload: {} }), 401, 'unauthorised');
  });

  it('changes the email: sign-in moves to it, it must be confirmed from a link sent to it, and the old address is told', async () => {
    const session = await signUp(t);
    const oldEmail = session.customer.email;
    const newEmail = `New-${oldEmail}`;
    const response = await change(session, { email: newEmail });
    expect(response.json()).toMatchObject({ email: newEmail.toLowerCase(), emailAddressConfirmationRequired: true, addressConfirmationRequired: false });
    expect((await mailsTo(oldEmail))[0]).toMatchObject({ template: 'email-changed' });
    const [link] = await mailsTo(newEmail.toLowerCase());
    expect(link).toMatchObject({ template: 'confirm-email' });
    expect(link!.text).toContain('?kind=email');
    expect((await login(t, newEmail, PASSWORD)).statusCode).toBe(200);

    clock += 1_000;
    // The banner's button mails a fresh link rather than confirming: only the owner of the address can.
    const resent = await asCustomer(t, session.accessToken, { method: 'PATCH', url: '/v2/customer/confirm-email-address', payload: {} });
    expect(resent.json()).toEqual({ status: 'link_sent', email: newEmail.toLowerCase() });
    const [fresh, first] = await mailsTo(newEmail.toLowerCase());
    // The fresh link replaces the first one.
    expectError(await t.inject({ method: 'PATCH', url: '/v2/customer/confirm-email-address', sign: 'drawfront', payload: { token: tokenIn(first!.text) } }), 410, 'confirmation_link_invalid');
    // An address token does not confirm an email, nor the other way round.
    expectError(await t.inject({ method: 'PATCH', url: '/v2/customer/confirm-address', sign: 'drawfront', payload: { token: tokenIn(fresh!.text) } }), 410, 'confirmation_link_invalid');
    expect((await t.inject({ method: 'PATCH', url: '/v2/customer/confirm-email-address', sign: 'drawfront', payload: { token: tokenIn(fresh!.text) } })).json()).toMatchObject({ status: 'confirmed' });
    expect((await customerOf(session)).emailAddressConfirmationRequired).toBe(false);
  });

  it("refuses bad input with each field's message, changing nothing", async () => {
    const session = await signUp(t);
    const refused = expectError(await change(session, { ...ADDRESS, postcode: '20', phone: '123', state: 'XX', firstname: '', date_of_birth: '2015-01-01' }), 422, 'validation_failed');
    expect(refused.errors).toEqual({
      postcode: ['Please enter a 4 digit post code.'],
      phone: ['Please enter a valid phone number, e.g. 0412 345 678.'],
      state: ['Please choose a state.'],
      firstname: ['This field is required'],
      dateOfBirth: ['You must be 18 or over to play.'],
    });
    expect(expectError(await change(session, { suburb: 'Sydney' }), 422, 'validation_failed').errors).toMatchObject({ addressLine1: ['This field is required'], postcode: ['This field is required'] });
    expectError(await change(session, {}), 422, 'validation_failed');
    expectError(await change(session, { nickname: 'Pat' }), 422, 'validation_failed');
    expectError(await change(session, { email: 'x'.repeat(300) }), 422, 'validation_failed');
    expectError(await change(session, { firstname: 42 }), 422, 'validation_failed');
    expect((await details(session)).json()).toMatchObject({ firstname: 'Pat', address: { addressLine1: '' } });
    expect(await mailsTo(session.customer.email)).toEqual([]);

    const other = await signUp(t);
    const taken = expectError(await change(session, { email: other.customer.email.toUpperCase() }), 409, 'email_taken');
    expect(taken.errors).toEqual({ email: ['Another account already uses this email address.'] });
    expectError(await t.inject({ method: 'PATCH', url: '/v2/customer/confirm-address', sign: 'drawfront', payload: { token: 'bad token!' } }), 422, 'validation_failed');
  });

  it("takes a British address by the en-GB configuration (the county optional, as is the second line)", async () => {
    const session = await signUp(t);
    const response = await change(session, { address_line1: '10 Downing St', address_line2: 'Flat 2', suburb: 'London', postcode: 'SW1A 2AA', country: 'GB', state: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ address: { addressLine2: 'Flat 2', state: '', country: 'GB' }, addressConfig: { state: 'optional', format: 'uk' } });
  });

  it('refuses a change to a field the site keeps immutable, and accepts the same value', async () => {
    const session = await signUp(t, 'goodcause');
    expect((await details(session, 'goodcause')).json()).toMatchObject({ immutableFields: ['dateOfBirth'] });
    const refused = expectError(await change(session, { date_of_birth: '1980-01-01' }, 'goodcause'), 422, 'field_immutable');
    expect(refused.messages[0]!.message).toBe("Date of birth can't be changed on this site. Please contact support to change it.");
    expect(refused.errors).toEqual({ dateOfBirth: ["Date of birth can't be changed on this site. Please contact support to change it."] });
    expect((await change(session, { ...ADDRESS, date_of_birth: '1990-04-01' }, 'goodcause')).statusCode).toBe(200);
  });

  it('asks for a recent second factor (403 REQUIRED) before a change when two-factor is on', async () => {
    const session = await signUp(t);
    const codeAt = (secret: string) => generateSync({ secret, epoch: Math.floor(clock / 1000) });
    const { secret } = (await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/authenticator' })).json() as { secret: string };
    expect((await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/authenticator/confirm', payload: { code: codeAt(secret) } })).statusCode).toBe(200);
    clock += 11 * 60_000;
    const refreshed = (await t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: session.refreshToken } })).json() as { accessToken: string };
    expectError(await change(refreshed, ADDRESS), 403, 'REQUIRED');
    expect((await details(refreshed)).json()).toMatchObject({ address: { addressLine1: '' } });
    clock += 30_000;
    expect((await asCustomer(t, refreshed.accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/elevate', payload: { code: codeAt(secret) } })).statusCode).toBe(200);
    expect((await change(refreshed, ADDRESS)).statusCode).toBe(200);
  });

  it('lets an account flagged for an upgrade through once its details are complete', async () => {
    const session = await signUp(t);
    await t.database.db.update(customers).set({ accountUpgrade: true }).where(eq(customers.id, session.customer.customerId));
    expect((await customerOf(session)).accountUpgrade).toBe(true);
    expect((await change(session, { phone: '0412345678', address_line1: '1 George St' })).statusCode).toBe(422);
    expect((await customerOf(session)).accountUpgrade).toBe(true);
    expect((await change(session, ADDRESS)).statusCode).toBe(200);
    expect((await customerOf(session)).accountUpgrade).toBe(false);
  });
});
