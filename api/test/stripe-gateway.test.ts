// The Stripe adapter against a server that speaks Stripe's API as documented (support/fake-stripe.ts):
// what it sends (form fields, the secret key, the pinned version, idempotency keys) and how every answer
// maps onto the gateway interface the deposits run on.
import { cardDetails, chargeRequest, TEST_NOW } from '../src/payments/payment-builders';
import { STRIPE_API_VERSION } from '../src/payments/stripe/stripe-api';
import { createStripeGateway } from '../src/payments/stripe/stripe-gateway';
import { FAKE_STRIPE_KEY, startFakeStripe, STRIPE_TEST_CARDS } from './support/fake-stripe';
import type { FakeStripe } from './support/fake-stripe';

describe('the Stripe gateway adapter', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  const gateway = () => createStripeGateway({ secretKey: FAKE_STRIPE_KEY, apiBase: stripe.url, now: () => TEST_NOW });
  const tokenFor = async (number: string) => (await gateway().tokenizeCard(cardDetails({ number }))).token;

  it('saves a card as a PaymentMethod attached to a customer, with what may be shown', async () => {
    const before = stripe.requests.length;
    const card = await gateway().tokenizeCard(cardDetails({ number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 28 }));
    expect(card).toEqual({ token: expect.stringMatching(/^stripe:cus_\d+:pm_\d+$/) as string, brand: 'visa', funding: 'credit', last4: '4242', expiryMonth: 12, expiryYear: 2028 });
    const [method, customer] = stripe.requests.slice(before);
    expect(method).toMatchObject({ method: 'POST', path: '/v1/payment_methods', version: STRIPE_API_VERSION, form: { type: 'card', 'card[number]': '4242424242424242', 'card[exp_month]': '12', 'card[exp_year]': '2028', 'card[cvc]': '123', 'billing_details[name]': 'Jo Citizen' } });
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers', form: { payment_method: card.token.split(':')[2] } });
  });

  it('refuses a card that fails our own checks before Stripe sees it', async () => {
    const before = stripe.requests.length;
    await expect(gateway().tokenizeCard(cardDetails({ number: '4242 4242 4242 4241' }))).rejects.toMatchObject({ code: 'invalid_card', errors: { number: ['Please enter a valid card number'] } });
    expect(stripe.requests.length).toBe(before);
  });

  it('charges a saved card once per idempotency key: the same key answers the first payment again', async () => {
    const token = await tokenFor(STRIPE_TEST_CARDS.succeeds);
    const request = chargeRequest(token, { idempotencyKey: 'deposit-1', amount: 2_500 });
    const first = await gateway().charge(request);
    expect(first).toEqual({ status: 'succeeded', gatewayReference: expect.stringMatching(/^pi_/) as string });
    expect(await gateway().charge(request)).toEqual(first);
    const charges = stripe.requests.filter((call) => call.path === '/v1/payment_intents' && call.idempotencyKey === 'deposit-1');
    expect(charges[0]!.form).toMatchObject({ amount: '2500', currency: 'aud', confirm: 'true', return_url: 'https://shop.example/deposit/return', 'payment_method_types[0]': 'card' });
    await expect(gateway().charge({ ...request, amount: 3_000 })).rejects.toMatchObject({ code: 'gateway_idempotency_conflict' });
  });

  it('answers declines as failed results with the code and Stripe’s cardholder message', async () => {
    expect(await gateway().charge(chargeRequest(await tokenFor(STRIPE_TEST_CARDS.insufficientFunds)))).toEqual({ status: 'failed', code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(await gateway().charge(chargeRequest(await tokenFor(STRIPE_TEST_CARDS.declined)))).toEqual({ status: 'failed', code: 'declined', message: 'Your card was declined.' });
  });

  it('applies the platform’s card rules before calling Stripe', async () => {
    const token = await tokenFor(STRIPE_TEST_CARDS.succeeds);
    expect(await gateway().charge(chargeRequest(token, { amount: 999 }))).toMatchObject({ status: 'failed', code: 'amount_too_small' });
    expect(await gateway().charge(chargeRequest(token, { currency: 'JPY' }))).toMatchObject({ status: 'failed', code: 'currency_not_supported' });
    await expect(gateway().charge(chargeRequest('tok_not_stripe'))).rejects.toMatchObject({ code: 'invalid_card_token' });
  });

  it('sends the cardholder to the bank for 3-D Secure and reads the outcome from Stripe, not from the browser', async () => {
    const token = await tokenFor(STRIPE_TEST_CARDS.threeDSecure);
    const started = await gateway().charge(chargeRequest(token, { idempotencyKey: 'deposit-3ds' }));
    expect(started).toMatchObject({ status: 'requires_action', challenge: { url: expect.stringContaining(`${stripe.url}/3ds/pi_`) as string, windowSize: 'FullScreen', expiresAt: '2026-11-22T05:10:00.000Z' } });
    const reference = (started as { gatewayReference: string }).gatewayReference;
    // Back without finishing the bank's page: a forged "succeeded" in the query changes nothing.
    expect(await gateway().completeChallenge(reference, { redirect_status: 'succeeded' })).toMatchObject({ status: 'failed', code: 'authentication_failed' });
    stripe.authenticate(reference, true);
    expect(await gateway().completeChallenge(reference, {})).toEqual({ status: 'succeeded', gatewayReference: reference });

    const failing = await gateway().charge(chargeRequest(token, { idempotencyKey: 'deposit-3ds-fails' }));
    stripe.authenticate((failing as { gatewayReference: string }).gatewayReference, false);
    expect(await gateway().completeChallenge((failing as { gatewayReference: string }).gatewayReference, {})).toMatchObject({ status: 'failed', code: 'authentication_failed' });
    await expect(gateway().completeChallenge('pi_unknown', {})).rejects.toMatchObject({ code: 'unknown_payment' });
  });

  it('refunds up to what is left of a payment, once per key', async () => {
    const paid = await gateway().charge(chargeRequest(await tokenFor(STRIPE_TEST_CARDS.succeeds), { idempotencyKey: 'deposit-refund', amount: 5_000 }));
    const reference = (paid as { gatewayReference: string }).gatewayReference;
    const refund = await gateway().refund({ gatewayReference: reference, amount: 2_000, idempotencyKey: 'refund-1' });
    expect(refund).toEqual({ status: 'succeeded', refundReference: expect.stringMatching(/^re_/) as string, amount: 2_000 });
    expect(await gateway().refund({ gatewayReference: reference, amount: 2_000, idempotencyKey: 'refund-1' })).toEqual(refund);
    expect(await gateway().refund({ gatewayReference: reference, amount: 3_500, idempotencyKey: 'refund-2' })).toMatchObject({ status: 'failed', code: 'refund_exceeds_charge' });
  });

  it('reports Stripe being down as gateway_unavailable, so the caller asks again with the same key', async () => {
    const token = await tokenFor(STRIPE_TEST_CARDS.succeeds);
    stripe.failNext(1);
    await expect(gateway().charge(chargeRequest(token, { idempotencyKey: 'deposit-retry' }))).rejects.toMatchObject({ code: 'gateway_unavailable' });
    expect(await gateway().charge(chargeRequest(token, { idempotencyKey: 'deposit-retry' }))).toMatchObject({ status: 'succeeded' });
    const unreachable = createStripeGateway({ secretKey: FAKE_STRIPE_KEY, apiBase: 'http://127.0.0.1:9', now: () => TEST_NOW });
    await expect(unreachable.charge(chargeRequest(token))).rejects.toMatchObject({ code: 'gateway_unavailable' });
  });

  it('never lets a wrong key pass as a decline', async () => {
    const wrongKey = createStripeGateway({ secretKey: 'sk_test_wrong', apiBase: stripe.url, now: () => TEST_NOW });
    await expect(wrongKey.charge(chargeRequest(await tokenFor(STRIPE_TEST_CARDS.succeeds)))).rejects.toMatchObject({ code: 'invalid_payment_request' });
  });
});
