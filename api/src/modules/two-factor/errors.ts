import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Two-factor errors; the codes and texts are the spec's (groups spec §8). */
export const TWO_FACTOR_ERRORS = {
  required: define('2fa_required', 401, 'A 6 digit code is required.'),
  incorrect: define('2fa_incorrect', 401, 'Code is incorrect or expired. Try again or contact support'),
  /**
   * A right code that was already accepted (its authenticator time step, or its emailed code): not a wrong code, so it
   * is not counted toward the lockout. A code is our own, as the spec names none for it.
   */
  used: define('2fa_code_used', 401, 'This code has already been used. Please wait for a new code and try again.'),
  /** The "send me a code" call for the authenticator method: its codes come from the app, not from us. */
  fromApp: define('2fa_code_from_app', 409, 'Your code comes from your authenticator app: open it to see the current code.'),
  locked: define('2fa_account_locked', 403, 'Account locked: Your account has been locked due to too many incorrect 2FA attempts. Please contact support.'),
  /** The 403 the shell opens the elevation modal for (shared api-client STEP_UP_REQUIRED_CODE). */
  stepUpRequired: define('REQUIRED', 403, '2 factor authentication is required to complete this action'),
  noSetup: define('2fa_setup_not_started', 409, 'Start setting up two-factor authentication first.'),
  alreadyOn: define('2fa_already_enabled', 409, 'Two-factor authentication is already on. Turn it off first to change the method.'),
  notOn: define('2fa_not_enabled', 409, 'Two-factor authentication is not on.'),
} as const;
