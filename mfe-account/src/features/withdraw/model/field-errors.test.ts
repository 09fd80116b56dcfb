import { ApiError } from '@drawfront/shared/api-client/api-error';
import { apiFieldErrors } from './field-errors';

describe('apiFieldErrors', () => {
  it("takes each field's first message and ignores anything that is not an API error", () => {
    const error = new ApiError({ status: 422, message: 'invalid', code: 'validation_failed', errors: { bsb: ['Bad BSB', 'second'], amount: 'Too much', odd: [3] }, result: null, reported: false, context: 'test' });
    expect(apiFieldErrors(error)).toEqual({ bsb: 'Bad BSB', amount: 'Too much' });
    expect(apiFieldErrors(new Error('network'))).toEqual({});
  });
});
