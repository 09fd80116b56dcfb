import { cardDetails, chargeRequest, deviceData, makeTestGateway } from './payment-builders';
import { CHALLENGE_TTL_MS } from './test-gateway';
import { TEST_CARDS } from './test-cards';
import type { TestGateway } from './test-gateway';

async function tokenFor(gateway: TestGateway, number: string): Promise<string> {
  return (await gateway.tokenizeCard(cardDetails({ number }))).token;
}

async function challenged(gateway: TestGateway, idempotencyKey = 'challenge-1') {
  const result = await gateway.charge(chargeRequest(await tokenFor(gateway, TEST_CARDS.challenge), { idempotencyKey, deviceData: deviceData() }));
  if (result.status !== 'requires_action') throw new Error(`expected a challenge, got ${result.status}`);
  return result;
}

describe('TestGateway.charge idempotency', () => {
  it('answers a retry with the same key and request with the first result, charging once', async () => {
    const { gateway } = makeTestGateway();
    const request = chargeRequest(await tokenFor(gateway, TEST_CARDS.succeeds), { idempotencyKey: 'dep-1' });
    const first = await gateway.charge(request);
    const again = await gateway.charge({ ...request });
    expect(again).toEqual(first);
    // One charge: a full refund of it leaves nothing to refund.
    if (first.status !== 'succeeded') throw new Error('expected success');
    expect(await gateway.refund({ gatewayReference: first.gatewayReference, amount: 2_500, idempotencyKey: 'r1' })).toMatchObject({ status: 'succeeded' });
    expect(await gateway.refund({ gatewayReference: first.gatewayReference, amount: 1, idempotencyKey: 'r2' })).toMatchObject({ code: 'refund_exceeds_charge' });
  });

  it('answers concurrent calls with the same key with one result', async () => {
    const { gateway } = makeTestGateway();
    const request = chargeRequest(await tokenFor(gateway, TEST_CARDS.succeeds), { idempotencyKey: 'race' });
    const results = await Promise.all([gateway.charge(request), gateway.charge(request), gateway.charge(request)]);
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
  });

  it('replays a decline too', async () => {
    const { gateway } = makeTestGateway();
    const request = chargeRequest(await tokenFor(gateway, TEST_CARDS.doNotHonour));
    expect(await gateway.charge(request)).toEqual(await gateway.charge(request));
  });

  it('replays a challenge with the same reference, and a new key starts a new one', async () => {
    const { gateway } = makeTestGateway();
    const request = chargeRequest(await tokenFor(gateway, TEST_CARDS.challenge), { idempotencyKey: 'same' });
    const first = await gateway.charge(request);
    expect(first.status).toBe('requires_action');
    expect(await gateway.charge(request)).toEqual(first);
    const fresh = await gateway.charge({ ...request, idempotencyKey: 'other' });
    expect(fresh).toMatchObject({ status: 'requires_action' });
    expect((fresh as { gatewayReference: string }).gatewayReference).not.toBe((first as { gatewayReference: string }).gatewayReference);
  });

  it('refuses the same key with another amount, currency, card or return URL', async () => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.succeeds);
    const request = chargeRequest(token, { idempotencyKey: 'dep-2' });
    await gateway.charge(request);
    const others = [
      { ...request, amount: 2_600 },
      { ...request, currency: 'GBP' },
      { ...request, token: await tokenFor(gateway, TEST_CARDS.succeeds) },
      { ...request, returnUrl: 'https://shop.example/other' },
    ];
    for (const other of others) {
      await expect(gateway.charge(other)).rejects.toMatchObject({ code: 'gateway_idempotency_conflict', statusCode: 409 });
    }
    await expect(gateway.charge({ ...request, amount: 2_600 })).rejects.toThrow("idempotency key 'dep-2' was already used for a different charge");
  });

  it('does not spend a key on a request it refused outright', async () => {
    const { gateway } = makeTestGateway();
    const token = await tokenFor(gateway, TEST_CARDS.succeeds);
    await expect(gateway.charge(chargeRequest('tok_bad', { idempotencyKey: 'k' }))).rejects.toMatchObject({ code: 'invalid_card_token' });
    expect(await gateway.charge(chargeRequest(token, { idempotencyKey: 'k' }))).toMatchObject({ status: 'succeeded' });
  });

  it('hands out copies, so a caller changing a result cannot change the replay', async () => {
    const { gateway } = makeTestGateway();
    const request = chargeRequest(await tokenFor(gateway, TEST_CARDS.doNotHonour));
    const first = await gateway.charge(request);
    (first as { message: string }).message = 'changed';
    expect(await gateway.charge(request)).toMatchObject({ message: 'Your bank declined this payment. Try another card or contact your bank.' });
  });
});

describe('TestGateway.completeChallenge', () => {
  it('succeeds when the customer approves', async () => {
    const { gateway } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    expect(await gateway.completeChallenge(gatewayReference, { outcome: 'approve' })).toEqual({ status: 'succeeded', gatewayReference });
  });

  it('fails with "Authentication failed" when the customer denies', async () => {
    const { gateway } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    expect(await gateway.completeChallenge(gatewayReference, { outcome: 'deny' })).toEqual({ status: 'failed', code: 'authentication_failed', message: "Your bank couldn't confirm it was you, so nothing was charged. Try again or use another card." });
  });

  it('returns the first outcome when completed twice', async () => {
    const { gateway } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    const first = await gateway.completeChallenge(gatewayReference, { outcome: 'deny' });
    expect(await gateway.completeChallenge(gatewayReference, { outcome: 'approve' })).toEqual(first);
  });

  it('can be completed just before 10 minutes', async () => {
    const { gateway, clock } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    clock.advance(CHALLENGE_TTL_MS - 1);
    expect(await gateway.completeChallenge(gatewayReference, { outcome: 'approve' })).toMatchObject({ status: 'succeeded' });
  });

  it('expires after 10 minutes, and stays expired', async () => {
    const { gateway, clock } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    clock.advance(CHALLENGE_TTL_MS);
    const expired = { status: 'failed', code: 'authentication_expired', message: "Your bank's check timed out, so nothing was charged. Please try again." };
    expect(await gateway.completeChallenge(gatewayReference, { outcome: 'approve' })).toEqual(expired);
    clock.advance(-CHALLENGE_TTL_MS);
    expect(await gateway.completeChallenge(gatewayReference, { outcome: 'approve' })).toEqual(expired);
  });

  it('refuses an answer without a known outcome, leaving the challenge open', async () => {
    const { gateway } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    await expect(gateway.completeChallenge(gatewayReference, { outcome: 'maybe' })).rejects.toMatchObject({ code: 'invalid_payment_request' });
    await expect(gateway.completeChallenge(gatewayReference, {})).rejects.toMatchObject({ code: 'invalid_payment_request' });
    expect(await gateway.completeChallenge(gatewayReference, { outcome: 'approve' })).toMatchObject({ status: 'succeeded' });
  });

  it('refuses an unknown reference and a charge that had no challenge', async () => {
    const { gateway } = makeTestGateway();
    await expect(gateway.completeChallenge('ch_unknown', { outcome: 'approve' })).rejects.toMatchObject({ code: 'unknown_payment', statusCode: 404 });
    const plain = await gateway.charge(chargeRequest(await tokenFor(gateway, TEST_CARDS.succeeds)));
    if (plain.status !== 'succeeded') throw new Error('expected success');
    await expect(gateway.completeChallenge(plain.gatewayReference, { outcome: 'approve' })).rejects.toMatchObject({ code: 'no_challenge', statusCode: 409 });
  });

  it('describes a challenge for the challenge page', async () => {
    const { gateway, clock } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    expect(gateway.describeChallenge(gatewayReference)).toEqual({
      gatewayReference,
      amount: 2_500,
      currency: 'AUD',
      returnUrl: 'https://shop.example/deposit/return',
      windowSize: 'Large',
      expiresAt: '2026-11-22T05:10:00.000Z',
      status: 'pending',
    });
    clock.advance(CHALLENGE_TTL_MS);
    expect(gateway.describeChallenge(gatewayReference)?.status).toBe('expired');
    expect(gateway.describeChallenge('ch_unknown')).toBeNull();
  });

  it('describes a completed challenge by its outcome', async () => {
    const { gateway } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    await gateway.completeChallenge(gatewayReference, { outcome: 'approve' });
    expect(gateway.describeChallenge(gatewayReference)?.status).toBe('succeeded');
  });
});

describe('TestGateway.refund', () => {
  async function succeeded(gateway: TestGateway, amount = 5_000): Promise<string> {
    const result = await gateway.charge(chargeRequest(await tokenFor(gateway, TEST_CARDS.succeeds), { amount, idempotencyKey: `charge-${amount}` }));
    if (result.status !== 'succeeded') throw new Error('expected success');
    return result.gatewayReference;
  }

  it('refunds part and then the rest of a charge, never more', async () => {
    const { gateway } = makeTestGateway();
    const reference = await succeeded(gateway);
    expect(await gateway.refund({ gatewayReference: reference, amount: 2_000, idempotencyKey: 'r1' })).toEqual({ status: 'succeeded', refundReference: expect.stringMatching(/^re_[0-9a-f]{24}$/) as string, amount: 2_000 });
    expect(await gateway.refund({ gatewayReference: reference, amount: 3_001, idempotencyKey: 'r2' })).toEqual({ status: 'failed', code: 'refund_exceeds_charge', message: 'The refund is more than what is left of the payment' });
    expect(await gateway.refund({ gatewayReference: reference, amount: 3_000, idempotencyKey: 'r3' })).toMatchObject({ status: 'succeeded', amount: 3_000 });
  });

  it('is idempotent per key and refuses the key for another refund', async () => {
    const { gateway } = makeTestGateway();
    const reference = await succeeded(gateway);
    const request = { gatewayReference: reference, amount: 5_000, idempotencyKey: 'r1' };
    const first = await gateway.refund(request);
    expect(await gateway.refund(request)).toEqual(first);
    await expect(gateway.refund({ ...request, amount: 100 })).rejects.toMatchObject({ code: 'gateway_idempotency_conflict' });
  });

  it('refunds a challenged charge only once it succeeded', async () => {
    const { gateway } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    expect(await gateway.refund({ gatewayReference, amount: 100, idempotencyKey: 'early' })).toEqual({ status: 'failed', code: 'not_refundable', message: 'This payment cannot be refunded' });
    await gateway.completeChallenge(gatewayReference, { outcome: 'approve' });
    expect(await gateway.refund({ gatewayReference, amount: 100, idempotencyKey: 'late' })).toMatchObject({ status: 'succeeded' });
  });

  it('does not refund a denied challenge', async () => {
    const { gateway } = makeTestGateway();
    const { gatewayReference } = await challenged(gateway);
    await gateway.completeChallenge(gatewayReference, { outcome: 'deny' });
    expect(await gateway.refund({ gatewayReference, amount: 100, idempotencyKey: 'r' })).toMatchObject({ code: 'not_refundable' });
  });

  it('refuses an unknown payment, a non-positive or fractional amount', async () => {
    const { gateway } = makeTestGateway();
    const reference = await succeeded(gateway);
    await expect(gateway.refund({ gatewayReference: 'ch_nope', amount: 100, idempotencyKey: 'a' })).rejects.toMatchObject({ code: 'unknown_payment' });
    for (const amount of [0, -1, 1.5]) {
      await expect(gateway.refund({ gatewayReference: reference, amount, idempotencyKey: 'b' })).rejects.toMatchObject({ code: 'invalid_payment_request' });
    }
  });
});
