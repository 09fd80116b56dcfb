import { ERROR_CODES } from '../../errors/error-codes';
import { PAYMENT_ERRORS } from '../../payments/payment-errors';
import { FUNDS_ERRORS } from './errors';

describe('funds error codes', () => {
  it('mean one thing each: no funds code is also an API or gateway code', () => {
    const funds = Object.values(FUNDS_ERRORS).map((definition) => definition.code);
    const others = new Set([...Object.values(ERROR_CODES), ...Object.values(PAYMENT_ERRORS)].map((definition) => definition.code));
    expect(funds.filter((code) => others.has(code))).toEqual([]);
  });

  it('keeps the customer-facing idempotency_key_reused at 422 and the gateway conflict apart', () => {
    expect(ERROR_CODES.idempotencyKeyReused).toMatchObject({ code: 'idempotency_key_reused', status: 422 });
    expect(PAYMENT_ERRORS.gatewayIdempotencyConflict).toMatchObject({ code: 'gateway_idempotency_conflict', status: 409 });
  });
});
