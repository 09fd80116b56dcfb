import { ERROR_CODES } from '../errors/error-codes';
import { BANK_DECLINED_MESSAGE, FAILED_DEPOSIT_MESSAGE, FAILURE_CODES, FAILURE_MESSAGES } from './failure-codes';
import { PaymentError, PAYMENT_ERRORS } from './payment-errors';

describe('payment error catalogue', () => {
  it('has unique codes that do not clash with the API catalogue, so the two can merge', () => {
    const codes = Object.values(PAYMENT_ERRORS).map((definition) => definition.code);
    expect(new Set(codes).size).toBe(codes.length);
    const apiCodes = new Set(Object.values(ERROR_CODES).map((definition) => definition.code));
    expect(codes.filter((code) => apiCodes.has(code))).toEqual([]);
  });

  it('gives each error a client or availability status', () => {
    for (const definition of Object.values(PAYMENT_ERRORS)) expect([404, 409, 422, 503]).toContain(definition.status);
  });

  it('fills the message template and keeps field errors', () => {
    const error = new PaymentError(PAYMENT_ERRORS.unknownPayment, ['ch_1', 'test']);
    expect(error).toMatchObject({ name: 'PaymentError', code: 'unknown_payment', statusCode: 404, message: "payment 'ch_1' not found at gateway test", errors: {}, result: null });
  });
});

describe('failure messages', () => {
  it('has a customer message for every failure code', () => {
    for (const code of FAILURE_CODES) expect(FAILURE_MESSAGES[code]).toMatch(/\S/);
  });

  it("shows the spec's default text for a processing error", () => {
    expect(FAILURE_MESSAGES.processing_error).toBe(FAILED_DEPOSIT_MESSAGE);
    expect(FAILED_DEPOSIT_MESSAGE).toBe("We're experiencing technical difficulties. Please reload the page to try again.");
  });

  it("turns a bank's refusal into plain words with a next step, never the bank's response text", () => {
    expect(FAILURE_MESSAGES.do_not_honour).toBe('Your bank declined this payment. Try another card or contact your bank.');
    expect(FAILURE_MESSAGES.declined).toBe(BANK_DECLINED_MESSAGE);
    // What a customer can meet while paying: each says what happened and what to do, as a full sentence.
    const paying = FAILURE_CODES.filter((code) => !['refund_exceeds_charge', 'not_refundable', 'amount_too_small', 'amount_too_large'].includes(code));
    for (const code of paying) {
      expect(FAILURE_MESSAGES[code]).toMatch(/^[A-Z].*\.$/);
      expect(FAILURE_MESSAGES[code]).not.toMatch(/do not hono|insufficient funds$|authentication (failed|expired)/i);
    }
  });
});
