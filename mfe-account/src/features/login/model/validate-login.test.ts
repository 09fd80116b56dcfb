import { INVALID_EMAIL_MESSAGE } from '../../../lib/email';
import { validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('requires both fields with the spec text', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'This field is required', password: 'This field is required' });
  });

  it('rejects an email without an @ and a domain', () => {
    expect(validateLogin({ email: 'jo.example.com', password: 'secret' })).toEqual({ email: INVALID_EMAIL_MESSAGE });
    expect(validateLogin({ email: 'jo@example', password: 'secret' })).toEqual({ email: INVALID_EMAIL_MESSAGE });
  });

  it('accepts a well-formed address and any password', () => {
    expect(validateLogin({ email: ' jo@example.com ', password: ' pass phrase ' })).toEqual({});
  });
});
