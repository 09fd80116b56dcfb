import { inspect } from 'node:util';
import type { CardDetails } from './gateway';
import { cardDetails, chargeRequest, deviceData, makeTestGateway, TEST_SECRET } from './payment-builders';
import { PaymentError, PAYMENT_ERRORS } from './payment-errors';
import { createTokenSealer } from './sealed-token';
import { TEST_CARDS } from './test-cards';

// Everything a result or an error could show, including what JSON.stringify skips on an Error.
function everything(value: unknown): string {
  if (value instanceof Error) return JSON.stringify({ ...value, message: value.message, stack: value.stack, name: value.name });
  return JSON.stringify(value);
}

// A card number must not show whole, nor any 12-digit run of it (more than the last 4 is a leak).
function expectNoCardData(text: string, card: CardDetails): void {
  const digits = card.number.replace(/\D/g, '');
  if (digits.length < 12) return;
  expect(text).not.toContain(digits);
  expect(text).not.toContain(card.number);
  for (let start = 0; start + 12 <= digits.length; start += 1) expect(text).not.toContain(digits.slice(start, start + 12));
}

const magicCards = Object.values(TEST_CARDS);
const otherCards = ['5555 5555 5555 4444', '378282246310005'];

describe('card data never leaves tokenizeCard', () => {
  it.each([...magicCards, ...otherCards])('%s: neither the token, its sealed payload, any result nor the gateway state holds the number or CSC', async (number) => {
    const { gateway } = makeTestGateway();
    const card = cardDetails({ number, csc: number.startsWith('3') ? '7391' : '739' });
    const tokenised = await gateway.tokenizeCard(card);
    const payload = createTokenSealer(TEST_SECRET, () => Buffer.alloc(12), 'tok').open(tokenised.token);
    const charge = await gateway.charge(chargeRequest(tokenised.token, { deviceData: deviceData(), csc: card.csc }));
    const outcomes = [tokenised, payload, charge];
    if (charge.status === 'requires_action') outcomes.push(await gateway.completeChallenge(charge.gatewayReference, { outcome: 'approve' }));
    if (charge.status === 'succeeded') outcomes.push(await gateway.refund({ gatewayReference: charge.gatewayReference, amount: 100, idempotencyKey: 'refund' }));

    for (const outcome of outcomes) {
      expectNoCardData(everything(outcome), card);
      expect(everything(outcome)).not.toContain(`"${card.csc}"`);
    }
    const state = inspect(gateway, { depth: 10, showHidden: true });
    expectNoCardData(state, card);
    // Hex digests and references (request fingerprints, `ch_…`) hold 3-digit runs by chance; they cannot hold a CSC.
    expect(state.replace(/[0-9a-f]{16,}/g, '<hex>')).not.toContain(card.csc);
  });

  it.each([
    ['a number failing the Luhn check', { number: '4242 4242 4242 4241' }],
    ['a brand we do not take', { number: '6011111111111117' }],
    ['an expired card', { number: '4242424242424242', expiryMonth: 1, expiryYear: 2020 }],
    ['a wrong CSC', { number: '4242424242424242', csc: '98765' }],
    ['a card number typed as the holder name', { number: '4242424242424241', holderName: '4000 0000 0000 0002' }],
    ['a card number of the wrong length', { number: '42424242424242424242' }],
  ])('an invalid_card error for %s repeats none of it', async (_name, overrides) => {
    const { gateway } = makeTestGateway();
    const card = cardDetails(overrides);
    const error = await gateway.tokenizeCard(card).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentError);
    expectNoCardData(everything(error), card);
    expectNoCardData(everything(error), cardDetails({ number: card.holderName }));
    if (card.csc.length > 3) expect(everything(error)).not.toContain(card.csc);
  });

  it('a card number passed where a token, key or reference belongs is not echoed back', async () => {
    const { gateway } = makeTestGateway();
    const card = cardDetails();
    const { token } = await gateway.tokenizeCard(card);
    const errors = await Promise.all([
      gateway.charge(chargeRequest(card.number)).catch((caught: unknown) => caught),
      gateway.charge(chargeRequest(token, { idempotencyKey: '4242424242424242' })).then(() => gateway.charge(chargeRequest(token, { idempotencyKey: '4242424242424242', amount: 9_999 }))).catch((caught: unknown) => caught),
      gateway.completeChallenge('4242424242424242', { outcome: 'approve' }).catch((caught: unknown) => caught),
      gateway.refund({ gatewayReference: '4242 4242 4242 4242', amount: 100, idempotencyKey: 'r' }).catch((caught: unknown) => caught),
    ]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(PaymentError);
      expectNoCardData(everything(error), card);
    }
  });

  it('a PaymentError redacts whatever it is given, in its message and field errors', () => {
    const error = new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, ['got 4242424242424242'], { errors: { note: ['was 5555 5555 5555 4444'] } });
    expect(error.message).toBe('invalid payment request: got ************4242');
    expect(error.errors).toEqual({ note: ['was **** **** **** 4444'] });
  });
});
