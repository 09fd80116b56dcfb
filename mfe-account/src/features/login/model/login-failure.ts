import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { challengeOf } from '../../../lib/two-factor';
import type { TwoFactorChallenge } from '../../../lib/two-factor';

/** Groups spec §8 "401 notification", for a 401 that carries no message of its own. */
export const UNAUTHORISED_TITLE = '401 - Something went wrong';
export const UNAUTHORISED_MESSAGE = 'Sorry, looks like we had some trouble verifying your login details. Please try again.';

/** What the sign-in page says about a failed call: the spec's 401 texts, or the API's own message. */
export interface LoginFailure {
  /** True when the spec's 401 title goes with `message`. */
  unauthorised: boolean;
  message: string;
  /** The API's error code (`2fa_required`, `2fa_incorrect`, `2fa_account_locked`, …). */
  code?: string | null;
  /** With `2fa_required`: how the code reaches the customer (groups spec §7). */
  twoFactorAuth?: TwoFactorChallenge;
}

/**
 * The API's message is shown as it is (401 'Incorrect email or password.', 429 'Too many attempts…');
 * a 401 without one gets the spec's 401 notification text instead of the generic fallback.
 */
export function describeLoginFailure(error: unknown): LoginFailure {
  const message = errorMessage(error);
  const shape = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; code?: unknown; result?: unknown };
  const code = typeof shape.code === 'string' ? shape.code : null;
  if (shape.status === 401 && message === GENERIC_ERROR_MESSAGE && code === null) return { unauthorised: true, message: UNAUTHORISED_MESSAGE };
  return { unauthorised: false, message, code, twoFactorAuth: code === '2fa_required' ? challengeOf(shape.result) : undefined };
}
