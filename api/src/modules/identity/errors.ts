import { AppError } from '../../errors/app-error';
import type { ErrorDefinition } from '../../errors/error-codes';
import { ERROR_CODES } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Identity errors beyond the shared catalogue: the rate limits share sign-in's `too_many_attempts` code, each with its own message. */
export const IDENTITY_ERRORS = {
  tooManyLogins: ERROR_CODES.tooManyAttempts,
  tooManySignups: define('too_many_attempts', 429, 'Too many sign-ups from your network. Please try again in %s.'),
  tooManyEmailChecks: define('too_many_attempts', 429, 'Too many email checks from your network. Please try again in %s.'),
  tooManyResetRequests: define('too_many_attempts', 429, 'Too many password reset requests from your network. Please try again in %s.'),
  resetLinkInvalid: define('reset_link_invalid', 410, 'This password reset link is no longer valid. It may have expired or already been used: ask for a new one.'),
  // The spec's autologin failure text (groups spec §8), for a sign-in link that is used, expired or unknown.
  autologinLinkInvalid: define('autologin_link_invalid', 410, 'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.'),
  customerNotFound: define('customer_not_found', 404, 'No customer on %s has the email %s.'),
  currentPasswordIncorrect: define('password_incorrect', 422, 'Your current password is incorrect.'),
  passwordChangeNotRequired: define('password_change_not_required', 409, 'Your account does not need a password change.'),
} as const;

/**
 * A 429 of a rate limit: `result` carries `retryAfterSeconds` and `retryAt`, and the identity routes
 * answer it with a `Retry-After` header of the same seconds.
 */
export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(definition: ErrorDefinition, retryMs: number, at: Date) {
    const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
    const retryAfterSeconds = Math.max(1, Math.ceil(retryMs / 1000));
    super(definition, [minutes === 1 ? '1 minute' : `${minutes} minutes`], {
      result: { retryAfterSeconds, retryAt: new Date(at.getTime() + Math.max(0, retryMs)).toISOString() },
    });
    this.name = 'RateLimitError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
