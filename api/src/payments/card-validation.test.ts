import { CARD_MESSAGES, isExpiryCurrent, validateCard } from './card-validation';
import { cardDetails, cardNumber, TEST_NOW } from './payment-builders';
import type { PaymentError } from './payment-errors';

function fieldErrors(card: Parameters<typeof validateCard>[0], now = TEST_NOW): Record<string, string[]> {
  try {
    validateCard(card, now);
  } catch (error) {
    expect((error as PaymentError).code).toBe('invalid_card');
    expect((error as PaymentError).statusCode).toBe(422);
    return (error as PaymentError).errors;
  }
  throw new Error('expected the card to be refused');
}

describe('validateCard', () => {
  it('accepts a valid card and reads its brand and four-digit year', () => {
    expect(validateCard(cardDetails({ number: '4242-4242 4242 4242', expiryYear: 28 }), TEST_NOW)).toEqual({
      digits: '4242424242424242',
      brand: 'visa',
      expiryMonth: 12,
      expiryYear: 2028,
    });
  });

  it.each([
    ['mastercard', '5555555555554444', '123'],
    ['mastercard (2-series)', cardNumber('2221', 16), '123'],
    ['amex', '378282246310005', '1234'],
    ['visa (13 digits)', cardNumber('4', 13), '123'],
    ['visa (19 digits)', cardNumber('4', 19), '123'],
  ])('accepts a %s card', (_name, number, csc) => {
    expect(() => validateCard(cardDetails({ number, csc }), TEST_NOW)).not.toThrow();
  });

  it('accepts month and year typed as text', () => {
    expect(validateCard(cardDetails({ expiryMonth: '03' as unknown as number, expiryYear: '2027' as unknown as number }), TEST_NOW)).toMatchObject({ expiryMonth: 3, expiryYear: 2027 });
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(fieldErrors(cardDetails({ number: '4242424242424241' }))).toEqual({ number: [CARD_MESSAGES.numberInvalid] });
  });

  it('refuses a number with letters, a missing number and a brand we do not take', () => {
    expect(fieldErrors(cardDetails({ number: '4242x4242' })).number).toEqual([CARD_MESSAGES.numberInvalid]);
    expect(fieldErrors(cardDetails({ number: '  ' })).number).toEqual([CARD_MESSAGES.numberRequired]);
    expect(fieldErrors(cardDetails({ number: '6011111111111117' })).number).toEqual([CARD_MESSAGES.brandNotAccepted]);
  });

  it('refuses a brand number of the wrong length', () => {
    expect(fieldErrors(cardDetails({ number: cardNumber('5555', 15) })).number).toEqual([CARD_MESSAGES.numberInvalid]);
    expect(fieldErrors(cardDetails({ number: cardNumber('37', 16), csc: '1234' })).number).toEqual([CARD_MESSAGES.numberInvalid]);
  });

  it('wants 4 CSC digits on Amex and 3 on the others', () => {
    expect(fieldErrors(cardDetails({ number: '378282246310005', csc: '123' }))).toEqual({ csc: ['Please enter the 4-digit security code'] });
    expect(fieldErrors(cardDetails({ csc: '1234' }))).toEqual({ csc: ['Please enter the 3-digit security code'] });
    expect(fieldErrors(cardDetails({ csc: '12a' }))).toEqual({ csc: ['Please enter the 3-digit security code'] });
    expect(fieldErrors(cardDetails({ csc: '' }))).toEqual({ csc: ['Please enter the 3-digit security code'] });
  });

  it('takes a card through the last day of its expiry month', () => {
    // TEST_NOW is in November 2026.
    expect(() => validateCard(cardDetails({ expiryMonth: 11, expiryYear: 2026 }), TEST_NOW)).not.toThrow();
    expect(fieldErrors(cardDetails({ expiryMonth: 10, expiryYear: 2026 }))).toEqual({ expiry: [CARD_MESSAGES.expired] });
    expect(fieldErrors(cardDetails({ expiryMonth: 11, expiryYear: 2026 }), Date.UTC(2026, 11, 1))).toEqual({ expiry: [CARD_MESSAGES.expired] });
  });

  it('refuses an impossible month or year', () => {
    expect(fieldErrors(cardDetails({ expiryMonth: 13 }))).toEqual({ expiryMonth: [CARD_MESSAGES.monthInvalid] });
    expect(fieldErrors(cardDetails({ expiryMonth: 0 }))).toEqual({ expiryMonth: [CARD_MESSAGES.monthInvalid] });
    expect(fieldErrors(cardDetails({ expiryMonth: 1.5 }))).toEqual({ expiryMonth: [CARD_MESSAGES.monthInvalid] });
    expect(fieldErrors(cardDetails({ expiryYear: 2047 }))).toEqual({ expiryYear: [CARD_MESSAGES.yearInvalid] });
    expect(fieldErrors(cardDetails({ expiryYear: 1999 }))).toEqual({ expiryYear: [CARD_MESSAGES.yearInvalid] });
  });

  it('needs a holder name that is not a card number', () => {
    expect(fieldErrors(cardDetails({ holderName: ' ' }))).toEqual({ holderName: ['This field is required'] });
    expect(fieldErrors(cardDetails({ holderName: '4242 4242 4242 4242' }))).toEqual({ holderName: ["Please enter the card holder's name."] });
    expect(fieldErrors(cardDetails({ holderName: 'A'.repeat(46) }))).toEqual({ holderName: [CARD_MESSAGES.holderNameTooLong] });
  });

  it('lists every bad field at once and repeats none of what was typed', () => {
    let caught: unknown;
    try {
      validateCard({ number: '4242424242424241', expiryMonth: 13, expiryYear: 1990, csc: '98', holderName: '' }, TEST_NOW);
    } catch (error) {
      caught = error;
    }
    const error = caught as PaymentError;
    expect(Object.keys(error.errors).sort()).toEqual(['csc', 'expiryMonth', 'expiryYear', 'holderName', 'number']);
    expect(error.message).toBe('the card details are invalid: number, expiryMonth, expiryYear, csc, holderName');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toMatch(/4242424242424241|"98"/);
  });

  it('reads a missing card as an empty one', () => {
    expect(Object.keys(fieldErrors(null as unknown as Parameters<typeof validateCard>[0])).sort()).toEqual(['csc', 'expiryMonth', 'expiryYear', 'holderName', 'number']);
  });

  it('copes with fields of the wrong type from an unchecked body', () => {
    const card = { number: 4242424242424242, expiryMonth: null, expiryYear: {}, csc: 123, holderName: 7 } as unknown as Parameters<typeof validateCard>[0];
    expect(Object.keys(fieldErrors(card)).sort()).toEqual(['csc', 'expiryMonth', 'expiryYear', 'holderName', 'number']);
  });
});

describe('isExpiryCurrent', () => {
  it('is true until the first moment of the next month (UTC)', () => {
    expect(isExpiryCurrent(2, 2027, Date.UTC(2027, 1, 28, 23, 59, 59))).toBe(true);
    expect(isExpiryCurrent(2, 2027, Date.UTC(2027, 2, 1))).toBe(false);
    expect(isExpiryCurrent(12, 2026, Date.UTC(2026, 11, 31, 23))).toBe(true);
    expect(isExpiryCurrent(12, 2026, Date.UTC(2027, 0, 1))).toBe(false);
  });
});
