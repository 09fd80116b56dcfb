import { FAILED_DEPOSIT_MESSAGE } from './failure-codes';
import { cardDetails, chargeRequest, deviceData, makeTestGateway, TEST_SECRET } from './payment-builders';
import type { PaymentError } from './payment-errors';
import { TestGateway } from './test-gateway';
import { TEST_CARDS } from './test-cards';

async function tokenFor(gateway: TestGateway, number: string, overrides: Parameters<typeof cardDetails>[0] = {}): Promise<string> {
  return (await gateway.tokenizeCard(cardDetails({ number, ...overrides }))).token;
}

describe('TestGateway.tokenizeCard', () => {
  it('answers an opaque token with brand, last 4 and expiry', async () => {
    const { gateway } = makeTestGateway();
    const card = await gateway.tokenizeCard(cardDetails({ number: '4242 4242 4242 4242', expiryMonth: 4, expiryYear: 29 }));
    expect(card).toEqual({ token: expect.stringMatching(/^tok_[A-Za-z0-9_-]+$/) as string, brand: 'visa', last4: '4242', expiryMonth: 4, expiryYear: 2029, funding: 'unknown' });
  });

  it('reads Mastercard and Amex', async () => {
    const { gateway } = makeTestGateway();
    expect(await gateway.tokenizeCard(cardDetails({ number: '5555555555554444' }))).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(await gateway.tokenizeCard(cardDetails({ number: '378282246310005', csc: '1234' }))).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('throws invalid_card with field errors for a bad card', async () => {
    const { gateway } = makeTestGateway();
    await expect(gateway.tokenizeCard(cardDetails({ number: '4242424242424241', csc: '1' }))).rejects.toMatchObject({
      code: 'invalid_card',
      statusCode: 422,
      errors: { number: ['Please enter a valid card number'], csc: ['Please enter the 3-digit security code'] },
    });
  });

  it('hands out a different token each time for the same card', async () => {
    const { gateway } = makeTestGateway();
    expect(await tokenFor(gateway, TEST_CARDS.succeeds)).not.toBe(await tokenFor(gateway, TEST_CARDS.succeeds));
  });

  it('is deterministic given the clock and random source', async () => {
    expect(await tokenFor(makeTestGateway().gateway, TEST_CARDS.succeeds)).toBe(await tokenFor(makeTestGateway().gateway, TEST_CARDS.succeeds));
  });

  it('needs a real secret', () => {
    expect(() => new TestGateway({ secret: 'short' })).toThrow('at least 16 characters');
  });
});

describe('TestGateway.charge: magic card numbers', () => {
  it('charges 4242 4242 4242 4242', async () => {
    const { gateway } = makeTestGateway();
    const result = await gateway.charge(chargeRequest(await tokenFor(gateway, TEST_CARDS.succeeds)));
    expect(result).toEqual({ status: 'succeeded', gatewayReference: expect.stringMatching(/^ch_[0-9a-f]{24}$/) as string });
  });

  it('charges any other valid card', async () => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, '5555555555554444');
    expect(await gateway.charge(chargeRequest(token))).toMatchObject({ status: 'succeeded' });
  });

  it.each([
    [TEST_CARDS.doNotHonour, 'do_not_honour', 'Your bank declined this payment. Try another card or contact your bank.'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds', 'Your bank declined this payment: there are not enough funds on the card. Try a smaller amount or another card.'],
    [TEST_CARDS.processingError, 'processing_error', FAILED_DEPOSIT_MESSAGE],
  ])('declines %s with the gateway message (%s)', async (number, code, message) => {
    const { gateway } = makeTestGateway();
    const result = await gateway.charge(chargeRequest(await tokenFor(gateway, number)));
    expect(result).toEqual({ status: 'failed', code, message });
  });

  it("uses the spec's default failed-deposit text for a processing error", () => {
    expect(FAILED_DEPOSIT_MESSAGE).toBe("We're experiencing technical difficulties. Please reload the page to try again.");
  });

  it('asks for a 3-D Secure challenge on 4000 0000 0000 3220', async () => {
    const { gateway } = makeTestGateway({ challengeBaseUrl: 'https://api.example/payments/test/challenges/' });
    const result = await gateway.charge(chargeRequest(await tokenFor(gateway, TEST_CARDS.challenge), { deviceData: deviceData() }));
    expect(result).toEqual({
      status: 'requires_action',
      gatewayReference: expect.stringMatching(/^ch_/) as string,
      challenge: {
        url: expect.stringMatching(/^https:\/\/api\.example\/payments\/test\/challenges\/ch_[0-9a-f]{24}$/) as string,
        windowSize: 'Large',
        expiresAt: '2026-11-22T05:10:00.000Z',
      },
    });
    if (result.status !== 'requires_action') throw new Error('expected a challenge');
    expect(result.challenge.url.endsWith(result.gatewayReference)).toBe(true);
  });

  it('sizes the challenge window from the device, full screen without one', async () => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.challenge);
    const phone = await gateway.charge(chargeRequest(token, { idempotencyKey: 'phone', deviceData: deviceData({ screenWidth: 390, screenHeight: 844 }) }));
    const asked = await gateway.charge(chargeRequest(token, { idempotencyKey: 'asked', deviceData: deviceData({ challengeWindowSize: 'Medium' }) }));
    const none = await gateway.charge(chargeRequest(token, { idempotencyKey: 'none' }));
    expect([phone, asked, none].map((result) => (result.status === 'requires_action' ? result.challenge.windowSize : result.status))).toEqual(['FullScreen', 'Medium', 'FullScreen']);
  });
});

describe('TestGateway.charge: amounts, currency, expiry and CSC', () => {
  it('takes $10.00 to $10,000.00', async () => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.succeeds);
    expect(gateway.limits).toEqual({ minAmount: 1_000, maxAmount: 1_000_000 });
    expect(await gateway.charge(chargeRequest(token, { amount: 1_000, idempotencyKey: 'min' }))).toMatchObject({ status: 'succeeded' });
    expect(await gateway.charge(chargeRequest(token, { amount: 1_000_000, idempotencyKey: 'max' }))).toMatchObject({ status: 'succeeded' });
  });

  it('fails below the minimum or above the maximum with a clear message', async () => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.succeeds);
    expect(await gateway.charge(chargeRequest(token, { amount: 999, idempotencyKey: 'a' }))).toEqual({
      status: 'failed',
      code: 'amount_too_small',
      message: 'Please enter an amount equal to or greater than $10.00.',
    });
    expect(await gateway.charge(chargeRequest(token, { amount: 0, idempotencyKey: 'b' }))).toMatchObject({ code: 'amount_too_small' });
    expect(await gateway.charge(chargeRequest(token, { amount: -500, idempotencyKey: 'c' }))).toMatchObject({ code: 'amount_too_small' });
    expect(await gateway.charge(chargeRequest(token, { amount: 1_000_001, idempotencyKey: 'd' }))).toEqual({
      status: 'failed',
      code: 'amount_too_large',
      message: 'Please enter an amount equal to or less than $10,000.00.',
    });
    expect(await gateway.charge(chargeRequest(token, { amount: 999, currency: 'GBP', idempotencyKey: 'e' }))).toMatchObject({ message: 'Please enter an amount equal to or greater than £10.00.' });
  });

  it('checks the amount before the card, so a decline card under the minimum is an amount failure', async () => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.doNotHonour);
    expect(await gateway.charge(chargeRequest(token, { amount: 500 }))).toMatchObject({ code: 'amount_too_small' });
  });

  it('fails a currency it does not take', async () => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.succeeds);
    expect(await gateway.charge(chargeRequest(token, { currency: 'JPY' }))).toEqual({ status: 'failed', code: 'currency_not_supported', message: "This card can't be charged in this currency. Try another card." });
  });

  it('fails a saved card that has expired since it was tokenised', async () => {
    const { gateway, clock } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.succeeds, { expiryMonth: 11, expiryYear: 2026 });
    clock.advance(10 * 24 * 60 * 60 * 1000);
    expect(await gateway.charge(chargeRequest(token))).toEqual({ status: 'failed', code: 'expired_card', message: 'This card has expired. Check its expiry date or use another card.' });
  });

  it('fails a CSC of the wrong length for the brand', async () => {
    const { gateway } = makeTestGateway();
    const visa = await tokenFor(gateway, TEST_CARDS.succeeds);
    const amex = await tokenFor(gateway, '378282246310005', { csc: '1234' });
    expect(await gateway.charge(chargeRequest(visa, { csc: '1234', idempotencyKey: 'v' }))).toMatchObject({ code: 'invalid_csc' });
    expect(await gateway.charge(chargeRequest(amex, { csc: '123', idempotencyKey: 'a1' }))).toMatchObject({ code: 'invalid_csc' });
    expect(await gateway.charge(chargeRequest(amex, { csc: '1234', idempotencyKey: 'a2' }))).toMatchObject({ status: 'succeeded' });
  });

  it('wants the CSC again when configured to', async () => {
    const { gateway } = makeTestGateway({ cscRequired: true });
    const token = await tokenFor(gateway, TEST_CARDS.succeeds);
    expect(gateway.cscRequired).toBe(true);
    expect(await gateway.charge(chargeRequest(token, { idempotencyKey: 'no-csc' }))).toEqual({ status: 'failed', code: 'csc_required', message: "Enter the card's security code to pay with it." });
    expect(await gateway.charge(chargeRequest(token, { idempotencyKey: 'csc', csc: '321' }))).toMatchObject({ status: 'succeeded' });
  });
});

describe('TestGateway.charge: requests it cannot make', () => {
  const rejects = async (overrides: Parameters<typeof chargeRequest>[1], code: string, text?: RegExp) => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.succeeds);
    const promise = gateway.charge(chargeRequest(token, overrides));
    await expect(promise).rejects.toMatchObject({ code });
    if (text) await expect(promise).rejects.toThrow(text);
  };

  it('refuses an amount that is not whole cents', async () => {
    await rejects({ amount: 25.5 }, 'invalid_payment_request', /whole number of minor units/);
    await rejects({ amount: '2500' as unknown as number }, 'invalid_payment_request');
    await rejects({ amount: Number.MAX_SAFE_INTEGER + 2 }, 'invalid_payment_request');
  });

  it('refuses a malformed currency, idempotency key or return URL', async () => {
    await rejects({ currency: 'aud' }, 'invalid_payment_request', /currency/);
    await rejects({ idempotencyKey: '' }, 'invalid_payment_request', /idempotencyKey/);
    await rejects({ idempotencyKey: 'has space' }, 'invalid_payment_request', /idempotencyKey/);
    await rejects({ idempotencyKey: 'k'.repeat(256) }, 'invalid_payment_request', /idempotencyKey/);
    await rejects({ returnUrl: 'javascript:alert(1)' }, 'invalid_payment_request', /returnUrl/);
    await rejects({ returnUrl: '/relative/path' }, 'invalid_payment_request', /returnUrl/);
    await rejects({ csc: 123 as unknown as string }, 'invalid_payment_request', /csc/);
  });

  it('refuses bad device data with field errors', async () => {
    await rejects({ deviceData: { colorDepth: 24 } }, 'invalid_device_data');
  });

  it('refuses a token it did not issue', async () => {
    const { gateway } = makeTestGateway();
    const foreign = await makeTestGateway({ secret: 'another-secret-for-another-gw' }).gateway.tokenizeCard(cardDetails());
    const otherKey = await makeTestGateway({ key: 'test-2' }).gateway.tokenizeCard(cardDetails());
    for (const token of [foreign.token, otherKey.token, 'tok_made_up', '4242424242424242']) {
      await expect(gateway.charge(chargeRequest(token))).rejects.toMatchObject({ code: 'invalid_card_token', statusCode: 422 });
    }
  });

  it('accepts a token from another instance sharing the secret (another API replica)', async () => {
    const token = await tokenFor(makeTestGateway().gateway, TEST_CARDS.insufficientFunds);
    const replica = new TestGateway({ secret: TEST_SECRET });
    expect(await replica.charge(chargeRequest(token))).toMatchObject({ code: 'insufficient_funds' });
  });

  it('throws PaymentErrors that the API error handler answers as they are', async () => {
    const { gateway } = makeTestGateway();
    const error = (await gateway.charge(chargeRequest('tok_nope')).catch((caught: unknown) => caught)) as PaymentError;
    expect(error.name).toBe('PaymentError');
    expect(error.message).toBe('the card token is not one gateway test issued');
  });
});
