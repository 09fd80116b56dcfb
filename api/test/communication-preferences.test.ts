// Communication preferences: `GET`/`PUT /v2/customer/{id}/communication-preferences[/{offer}]`,
// signed in or through the HMAC-signed link in the customer's email; an unsubscribe stops marketing mail in the outbox.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CommunicationPreferences } from '@drawfront/shared/contract/communication-preferences';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { customers, outboxEmails, unsubscribeFeedback } from '../src/db/schema';
import { preferencesSignature } from '../src/modules/communication-preferences/signed-links';
import { createCommunicationPreferencesService } from '../src/modules/communication-preferences/service';
import { createOutboxService } from '../src/modules/outbox/service';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp, testConfig } from './helper';
import { memoryTransport, stoppedClock } from './mail';

jest.setTimeout(30_000);

const OFFER = 'saturday-super-draw';
const ALL_METHODS = { email: true, phone: true, sms: true, directmail: true };

describe.each(backends())('communication preferences on %s', (backend) => {
  const t = setupApp(backend);
  const secret = testConfig().jwtSecret;
  const url = (id: string, rest = '', signature?: string) => `/v2/customer/${id}/communication-preferences${rest}${signature ? `?signature=${signature}` : ''}`;
  const signed = (session: LoginResult) => preferencesSignature(secret, session.customer.customerId);
  const put = (session: LoginResult, payload: unknown, options: { rest?: string; signature?: string; token?: string } = {}) =>
    t.inject({ method: 'PUT', url: url(session.customer.customerId, options.rest, options.signature), sign: 'drawfront', customerToken: options.token, payload: payload as Record<string, unknown> });

  it("answers the signed-in customer's preferences: email from sign-up's opt-in, the rest off", async () => {
    const session = await signUp(t, 'drawfront', { email_opt_in: true });
    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: url(session.customer.customerId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      features: { methodsEnabled: true, methods: ALL_METHODS },
      preferences: { email: true, phone: false, sms: false, directmail: false },
      unsubscribedOffers: [],
    } satisfies CommunicationPreferences);
  });

  it('changes methods by the spec\'s PUT body, ignoring push', async () => {
    const session = await signUp(t);
    const response = await put(session, { preferences: { email: true, sms: true, push: true } }, { token: session.accessToken });
    expect(response.statusCode).toBe(200);
    expect((response.json() as CommunicationPreferences).preferences).toEqual({ email: true, phone: false, sms: true, directmail: false });
    const [row] = await t.database.db.select({ emailOptIn: customers.emailOptIn }).from(customers).where(eq(customers.id, session.customer.customerId));
    expect(row!.emailOptIn).toBe(true);
  });

  it('unsubscribes through the signed link without signing in, keeping the reasons', async () => {
    const session = await signUp(t, 'drawfront', { email_opt_in: true });
    const got = await t.inject({ method: 'GET', url: url(session.customer.customerId, '', signed(session)), sign: 'drawfront' });
    expect(got.statusCode).toBe(200);
    const response = await put(session, { preferences: { email: false }, unsubscribe_reasons: ['Too many emails'] }, { signature: signed(session) });
    expect((response.json() as CommunicationPreferences).preferences.email).toBe(false);
    const feedback = await t.database.db.select().from(unsubscribeFeedback).where(eq(unsubscribeFeedback.customerId, session.customer.customerId));
    expect(feedback).toMatchObject([{ productOfferKey: null, reasons: ['Too many emails'] }]);
  });

  it("unsubscribes from one offer's mail with the trailing id, and subscribing again clears it", async () => {
    const session = await signUp(t, 'drawfront', { email_opt_in: true });
    const response = await put(session, { preferences: { email: false } }, { rest: `/${OFFER}`, signature: signed(session) });
    expect(response.json()).toMatchObject({ preferences: { email: true }, unsubscribedOffers: [OFFER] });
    const again = await put(session, { preferences: { email: true } }, { signature: signed(session) });
    expect(again.json()).toMatchObject({ preferences: { email: true }, unsubscribedOffers: [] });
    expectError(await put(session, { preferences: { email: false } }, { rest: '/no-such-offer', signature: signed(session) }), 404, 'offer_not_found');
  });

  it("refuses a bad signature, another customer's signature, no sign-in, and another customer's id", async () => {
    const session = await signUp(t);
    const other = await signUp(t);
    const bad = expectError(await t.inject({ method: 'GET', url: url(session.customer.customerId, '', signed(other)), sign: 'drawfront' }), 403, 'preferences_link_invalid');
    expect(bad.messages[0]!.message).toBe('This link is not valid. Please use the link in your latest email, or sign in to change your preferences.');
    expectError(await t.inject({ method: 'GET', url: url(session.customer.customerId, '', 'A'.repeat(43)), sign: 'drawfront' }), 403, 'preferences_link_invalid');
    expectError(await t.inject({ method: 'GET', url: url(session.customer.customerId), sign: 'drawfront' }), 403, 'preferences_link_invalid');
    expectError(await asCustomer(t, other.accessToken, { method: 'GET', url: url(session.customer.customerId) }), 403, 'preferences_not_yours');
    expectError(await put(session, { preferences: { email: true } }, { token: other.accessToken }), 403, 'preferences_not_yours');
    // A signature for an id nobody has is as good as none.
    const nobody = randomUUID();
    expectError(await t.inject({ method: 'GET', url: url(nobody, '', preferencesSignature(secret, nobody)), sign: 'drawfront' }), 403, 'preferences_link_invalid');
  });

  it('refuses bad input with the error shape, changing nothing', async () => {
    const session = await signUp(t, 'drawfront', { email_opt_in: true });
    const token = session.accessToken;
    for (const payload of [{}, { preferences: {} }, { preferences: { email: 'no' } }, { preferences: { fax: true } }, { preferences: { email: false }, unsubscribe_reasons: 'bored' }, { preferences: { email: false }, unsubscribe_reasons: Array(11).fill('x') }]) {
      expectError(await put(session, payload, { token }), 422, 'validation_failed');
    }
    expectError(await t.inject({ method: 'GET', url: '/v2/customer/not-a-uuid/communication-preferences', sign: 'drawfront', customerToken: token }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: url(session.customer.customerId, '', 'short'), sign: 'drawfront' }), 422, 'validation_failed');
    expectError(await put(session, { preferences: { email: false } }, { rest: '/Bad Offer!', token }), 422, 'validation_failed');
    expect((await asCustomer(t, token, { method: 'GET', url: url(session.customer.customerId) })).json()).toMatchObject({ preferences: { email: true } });
  });

  it('stops marketing mail in the outbox after an unsubscribe, all of it or one offer\'s', async () => {
    const session = await signUp(t, 'drawfront', { email_opt_in: true });
    const { customerId, email } = session.customer;
    const preferences = createCommunicationPreferencesService(t.database.db, { now: () => new Date(), secret });
    const outbox = createOutboxService(t.database.db, { clock: stoppedClock(new Date()), transport: memoryTransport(), marketingAllowed: (tx, id, offer) => preferences.marketingAllowed(tx, id, offer) });
    const mail = (key: string, productOfferKey?: string) => ({ siteKey: 'drawfront', to: email, template: 'promo', subject: 'Jackpot', text: 'Play now', dedupeKey: `promo:${key}:${randomUUID()}`, marketing: { customerId, productOfferKey } });
    const written = async () => (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter((row) => row.template === 'promo').length;

    await t.database.db.transaction((tx) => outbox.enqueue(tx, mail('a', OFFER)));
    expect(await written()).toBe(1);
    await put(session, { preferences: { email: false } }, { rest: `/${OFFER}`, signature: signed(session) });
    await t.database.db.transaction(async (tx) => {
      await outbox.enqueue(tx, mail('b', OFFER));
      await outbox.enqueue(tx, mail('c', 'thursday-starburst'));
    });
    expect(await written()).toBe(2);
    await put(session, { preferences: { email: false } }, { signature: signed(session) });
    await t.database.db.transaction((tx) => outbox.enqueue(tx, mail('d')));
    expect(await written()).toBe(2);
    // Mail that is not marketing (receipts, codes, the confirmation links) still goes.
    await t.database.db.transaction((tx) => outbox.enqueue(tx, { ...mail('e'), marketing: undefined }));
    expect(await written()).toBe(3);
  });
});
