import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';
import { errorMessage } from '@drawfront/shared/ui/error-message';

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

/** What a `2fa_required` answer carries: the method, where the code went, and the remember window. */
export interface TwoFactorChallenge {
  method: 'authenticator' | 'email';
  identifier: string;
  rememberForDays: number;
}

function challengeOf(result: unknown): TwoFactorChallenge | undefined {
  const challenge = typeof result === 'object' && result !== null ? (result as { twoFactorAuth?: Partial<TwoFactorChallenge> }).twoFactorAuth : undefined;
  if (!challenge || (challenge.method !== 'authenticator' && challenge.method !== 'email')) return undefined;
  return { method: challenge.method, identifier: String(challenge.identifier ?? ''), rememberForDays: Number(challenge.rememberForDays ?? 30) };
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
