import { ApiError } from '../api-client/api-error';
import { pageOutcomeOf } from './page-outcome';

const apiError = (status: number, code: string | null, message: string) => new ApiError({ status, message, code, errors: {}, result: null, reported: false, context: 'test' });

describe('pageOutcomeOf', () => {
  it('makes a 404 the not-found page and a 401 the sign-in', () => {
    expect(pageOutcomeOf(apiError(404, 'lotto_party_session_not_found', "session 'x' not found"))).toBe('not-found');
    expect(pageOutcomeOf(apiError(401, 'unauthorised', 'sign in'))).toBe('sign-in');
  });

  it('makes an address whose id the API refuses as malformed the not-found page, not the API\'s words', () => {
    expect(pageOutcomeOf(apiError(422, 'validation_failed', 'invalid path parameters: id: must be a session id (a UUID)'))).toBe('not-found');
  });

  it('leaves other refusals to the part that read, a malformed query or body included', () => {
    expect(pageOutcomeOf(apiError(422, 'validation_failed', 'invalid query string: limit: must be at most 100'))).toBeNull();
    expect(pageOutcomeOf(apiError(422, 'draw_closed', 'invalid path parameters, said differently'))).toBeNull();
    expect(pageOutcomeOf(apiError(500, 'internal_error', 'Something went wrong'))).toBeNull();
    expect(pageOutcomeOf(new Error('invalid path parameters'))).toBeNull();
  });
});
