import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("uses an API error's message and falls back to the spec text", () => {
    expect(errorMessage({ status: 422, message: 'Email already registered' })).toBe('Email already registered');
    expect(errorMessage(new Error(''))).toBe('Something went wrong');
    expect(errorMessage('boom')).toBe('Something went wrong');
    expect(errorMessage(null, 'Try again')).toBe('Try again');
  });
});
