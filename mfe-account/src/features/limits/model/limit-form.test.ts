import { ApiError } from '@drawfront/shared/api-client/api-error';
import { AMOUNT_FORMAT_MESSAGE, NUMBERS_ONLY_MESSAGE, REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { initialLimitText, toLimitFailure, toLimitText, validateLimit } from './limit-form';
import { isNotFound } from '../../../lib/is-not-found';
import { removalRefusal } from './removal-failure';

const rules = { max: 100000, currency: 'AUD', locale: 'en-AU' };
const apiError = (status: number, message: string, errors: Record<string, unknown> = {}) => new ApiError({ status, message, code: null, errors, result: null, reported: false, context: 'test' });

describe('limit form', () => {
  it('checks the amount with the shared rule and its spec messages', () => {
    expect(validateLimit('', rules)).toBe(REQUIRED_MESSAGE);
    expect(validateLimit('12a', rules)).toBe(NUMBERS_ONLY_MESSAGE);
    expect(validateLimit('1.505', rules)).toBe(AMOUNT_FORMAT_MESSAGE);
    expect(validateLimit('0', rules)).toBe('Please enter an amount equal to or greater than $0.01.');
    expect(validateLimit('1000.01', rules)).toBe('Please enter an amount equal to or less than $1,000.00.');
    expect(validateLimit(' 20 ', rules)).toBeNull();
  });

  it('sends the amount fixed to 2 decimals and prefills the limit in force', () => {
    expect(toLimitText(' 20 ')).toBe('20.00');
    expect(toLimitText('20.5')).toBe('20.50');
    expect(initialLimitText(5000)).toBe('50.00');
    expect(initialLimitText(null)).toBe('');
  });

  it('puts 422 errors.limit under the field and anything else above the form', () => {
    expect(toLimitFailure(apiError(422, 'Invalid', { limit: ['Please enter an amount equal to or greater than $1.00.'] }))).toEqual({
      fieldError: 'Please enter an amount equal to or greater than $1.00.',
      formMessage: null,
    });
    expect(toLimitFailure(apiError(503, 'Service unavailable'))).toEqual({ fieldError: null, formMessage: 'Service unavailable' });
  });
});

describe('removal failure', () => {
  it("takes a 422's message as the refusal, and nothing else", () => {
    expect(removalRefusal(apiError(422, 'You cannot remove a limit during a self-exclusion.'))).toBe('You cannot remove a limit during a self-exclusion.');
    expect(removalRefusal(apiError(422, 'Something went wrong'))).toBeNull();
    expect(removalRefusal(apiError(404, 'Not found'))).toBeNull();
    expect(removalRefusal(new Error('boom'))).toBeNull();
    expect(isNotFound(apiError(404, 'Not found'))).toBe(true);
  });
});
