import { ApiError } from '@drawfront/shared/api-client/api-error';
import { toSignupFailure } from './server-errors';

const apiError = (status: number, message: string, code: string | null, errors: Record<string, unknown> = {}) =>
  new ApiError({ status, message, code, errors, result: null, reported: false, context: `POST /v2/signup answered ${status}` });

describe('toSignupFailure', () => {
  it('puts a 409 email_taken on the email field', () => {
    expect(toSignupFailure(apiError(409, 'Email already registered', 'email_taken'))).toEqual({
      fieldErrors: { email: 'An account with this email already exists' },
      formMessage: null,
    });
  });

  it('maps 422 errors.<field> onto the fields, whatever shape each message has', () => {
    const error = apiError(422, 'Validation failed', 'validation_failed', {
      password: ['Password is too common'],
      dateOfBirth: 'You must be 18 or over',
      firstname: { message: 'Too long' },
      state: [],
    });
    expect(toSignupFailure(error)).toEqual({
      fieldErrors: { password: 'Password is too common', dateOfBirth: 'You must be 18 or over', firstname: 'Too long' },
      formMessage: null,
    });
  });

  it('accepts snake_case keys as well', () => {
    expect(toSignupFailure(apiError(422, 'Validation failed', null, { date_of_birth: 'Too young', accept_terms: 'Required' })).fieldErrors).toEqual({
      dateOfBirth: 'Too young',
      acceptTerms: 'Required',
    });
  });

  it('shows errors for fields the form does not have above the form', () => {
    expect(toSignupFailure(apiError(422, 'Validation failed', null, { email: 'Bad', referral: 'Unknown referral code' }))).toEqual({
      fieldErrors: { email: 'Bad' },
      formMessage: 'Unknown referral code',
    });
  });

  it("shows the API's message for a 422 without field errors, a 429 and a network failure", () => {
    expect(toSignupFailure(apiError(422, 'Validation failed', null)).formMessage).toBe('Validation failed');
    expect(toSignupFailure(apiError(429, 'Too many sign-ups from this address. Try again later.', 'too_many_attempts')).formMessage).toBe(
      'Too many sign-ups from this address. Try again later.',
    );
    expect(toSignupFailure(new Error('')).formMessage).toBe('Something went wrong');
  });
});
