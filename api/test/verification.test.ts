// Identity verification: where a customer stands, the test provider's details and licence
// checks by their magic values, and what each call refuses.
import { eq } from 'drizzle-orm';
import { customers, verificationAttempts } from '../src/db/schema';
import { TEST_VERIFICATION_MAGIC } from '../src/modules/verification/test-provider';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { DAY_MS, detailsBody, licenceBody, verificationOf } from './verification';

describe.each(backends())('identity verification checks on %s', (backend) => {
  const t = setupApp(backend);
  const verify = (token: string, payload: Record<string, unknown>) => asCustomer(t, token, { method: 'POST', url: '/v2/customer/verify', payload });
  const licence = (token: string, payload: Record<string, unknown>) => asCustomer(t, token, { method: 'POST', url: '/v2/customer/verification/licence', payload });

  it('starts unverified with every method not attempted and the deadline 45 days after sign-up', async () => {
    const session = await signUp(t);
    const response = await verificationOf(t, session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await t.database.db.select({ createdAt: customers.createdAt }).from(customers).where(eq(customers.id, session.customer.customerId));
    expect(response.json()).toEqual({
      isVerified: false,
      deadline: new Date(row!.createdAt.getTime() + 45 * DAY_MS).toISOString(),
      blocked: false,
      methods: [
        { type: 'auto_verification', status: 'not_attempted', outcome: null },
        { type: 'drivers_licence', status: 'not_attempted', outcome: null },
        { type: 'photo_id_upload', status: 'not_attempted', outcome: null },
      ],
      documentRequired: false,
      attemptsLeft: { autoVerification: 3, driversLicence: 3 },
      documents: [],
      // The test doors' ConnectID is there.
      connectIdOffered: true,
    });
  });

  it('verifies by details: the customer is verified, and a second check is refused', async () => {
    const session = await signUp(t);
    const response = await verify(session.accessToken, detailsBody());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'verified', verification: { isVerified: true, methods: [{ type: 'auto_verification', status: 'attempted', outcome: 'verified' }, {}, {}] } });
    const customer = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json();
    expect(customer.isVerified).toBe(true);
    expectError(await verify(session.accessToken, detailsBody()), 409, 'already_verified');
    expectError(await licence(session.accessToken, licenceBody()), 409, 'already_verified');
    // Only the outcome is kept: no date of birth or address in the attempts table.
    const attempts = await t.database.db.select().from(verificationAttempts).where(eq(verificationAttempts.customerId, session.customer.customerId));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ method: 'auto_verification', outcome: 'verified', reference: expect.stringMatching(/^test:test-/) });
    expect(JSON.stringify(attempts)).not.toContain('1990-04-01');
  });

  it('answers the magic surnames: failed, then document required, and stops after three tries', async () => {
    const session = await signUp(t);
    const failed = await verify(session.accessToken, detailsBody({ lastname: TEST_VERIFICATION_MAGIC.failSurname }));
    expect(failed.json()).toMatchObject({ outcome: 'failed', verification: { isVerified: false, documentRequired: false, attemptsLeft: { autoVerification: 2 } } });
    const document = await verify(session.accessToken, detailsBody({ lastname: TEST_VERIFICATION_MAGIC.documentSurname.toUpperCase() }));
    expect(document.json()).toMatchObject({ outcome: 'document_required', verification: { isVerified: false, documentRequired: true, attemptsLeft: { autoVerification: 1 } } });
    await verify(session.accessToken, detailsBody({ lastname: TEST_VERIFICATION_MAGIC.failSurname }));
    const used = expectError(await verify(session.accessToken, detailsBody()), 422, 'verification_attempts_used');
    expect(used.messages[0]!.message).toBe('You have used all 3 tries of this check. Upload a photo of your ID instead and we will check it for you.');
    expect((await verificationOf(t, session)).json()).toMatchObject({ isVerified: false, attemptsLeft: { autoVerification: 0, driversLicence: 3 } });
  });

  it('checks a licence: the magic numbers fail or need a document, any other passes', async () => {
    const session = await signUp(t);
    expect((await licence(session.accessToken, licenceBody({ licence_number: TEST_VERIFICATION_MAGIC.failLicence }))).json()).toMatchObject({ outcome: 'failed' });
    expect((await licence(session.accessToken, licenceBody({ licence_number: TEST_VERIFICATION_MAGIC.documentLicence }))).json()).toMatchObject({ outcome: 'document_required', verification: { documentRequired: true } });
    const passed = await licence(session.accessToken, licenceBody({ card_number: 'P1234567' }));
    expect(passed.json()).toMatchObject({ outcome: 'verified', verification: { isVerified: true, documentRequired: false, methods: [{ status: 'not_attempted' }, { type: 'drivers_licence', status: 'attempted', outcome: 'verified' }, {}] } });
  });

  it.each([
    ['an under-age date of birth', detailsBody({ date_of_birth: '2015-01-01' }), 'dateOfBirth', 'You must be 18 or over to play.'],
    ['an impossible date', detailsBody({ date_of_birth: '1990-02-30' }), 'dateOfBirth', 'Enter your date of birth.'],
    ['a 3 digit postcode', detailsBody({ postcode: '200' }), 'postcode', 'Enter a 4 digit postcode.'],
    ['no state', detailsBody({ state: 'XX' }), 'state', 'Choose your state or territory.'],
    ['a name of digits', detailsBody({ firstname: '123' }), 'firstname', 'Enter your first name as it appears on your ID.'],
  ])('refuses details with %s as a field error, recording no attempt', async (_name, payload, field, message) => {
    const session = await signUp(t);
    const body = expectError(await verify(session.accessToken, payload), 422, 'validation_failed');
    expect(body.errors[field]).toEqual([message]);
    expect((await verificationOf(t, session)).json().attemptsLeft.autoVerification).toBe(3);
  });

  it('refuses bad shapes, bad licences and no session', async () => {
    const session = await signUp(t);
    for (const payload of [{}, detailsBody({ extra: 1 }), detailsBody({ postcode: 2000 }), detailsBody({ suburb: 'x'.repeat(51) })]) {
      expectError(await verify(session.accessToken, payload), 422, 'validation_failed');
    }
    expect(expectError(await licence(session.accessToken, licenceBody({ licence_number: 'AB-1' })), 422, 'validation_failed').errors.licenceNumber).toBeDefined();
    expect(expectError(await licence(session.accessToken, licenceBody({ licence_state: 'OTHER' })), 422, 'validation_failed').errors.licenceState).toBeDefined();
    expect(expectError(await licence(session.accessToken, licenceBody({ card_number: '#' })), 422, 'validation_failed').errors.cardNumber).toBeDefined();
    expectError(await t.inject({ method: 'POST', url: '/v2/customer/verify', sign: 'drawfront', payload: detailsBody() }), 401, 'unauthorised');
    expectError(await t.inject({ method: 'GET', url: '/v2/customer/verification', sign: 'drawfront' }), 401, 'unauthorised');
    expect((await verificationOf(t, session)).json()).toMatchObject({ isVerified: false, attemptsLeft: { autoVerification: 3, driversLicence: 3 } });
  });
});
