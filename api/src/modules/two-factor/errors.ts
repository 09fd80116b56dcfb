import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Two-factor errors; the codes and texts are the spec's (groups spec §8). */
export const TWO_FACTOR_ERRORS = {
  required: define('2fa_required', 401, 'A 6 digit code is required.'),
  incorrect: define('2fa_incorrect', 401, 'Code is incorrect or expired. Try again or contact support'),
  locked: define('2fa_account_locked', 403, 'Account locked: Your account has been locked due to too many incorrect 2FA attempts. Please contact support.'),
  /** The 403 the shell opens the elevation modal for (shared api-client STEP_UP_REQUIRED_CODE). */
  stepUpRequired: define('REQUIRED', 403, '2 factor authentication is required to complete this action'),
  noSetup: define('2fa_setup_not_started', 409, 'Start setting up two-factor authentication first.'),
  alreadyOn: define('2fa_already_enabled', 409, 'Two-factor authentication is already on. Turn it off first to change the method.'),
  notOn: define('2fa_not_enabled', 409, 'Two-factor authentication is not on.'),
} as const;
