import { ApiError } from '@drawfront/shared/api-client/api-error';
import { DEPOSIT_FAILED_MESSAGE, depositFailureMessage, isOutcomeUnknown } from './deposit-failure';

const apiError = (status: number) => new ApiError({ status, message: 'x', code: null, errors: {}, result: null, reported: false, context: 'test' });

describe('depositFailureMessage', () => {
  it("uses the gateway's message, else the spec default", () => {
    expect(depositFailureMessage('Your bank declined this payment. Try another card or contact your bank.')).toBe('Your bank declined this payment. Try another card or contact your bank.');
    expect(depositFailureMessage(null)).toBe("We're experiencing technical difficulties. Please reload the page to try again.");
    expect(depositFailureMessage('  ')).toBe(DEPOSIT_FAILED_MESSAGE);
  });
});

describe('isOutcomeUnknown', () => {
  it.each([0, 408, 409, 418, 500, 503])('treats %p as maybe charged', (status) => {
    expect(isOutcomeUnknown(apiError(status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 422, 429])('treats %p as not charged', (status) => {
    expect(isOutcomeUnknown(apiError(status))).toBe(false);
  });

  it('treats a non-API error as maybe charged', () => {
    expect(isOutcomeUnknown(new TypeError('boom'))).toBe(true);
  });
});
