/**
 * Rate limits of the identity endpoints (ARCHITECTURE §5: "rate limits on sign-in, codes and sign-up"),
 * all in one place. Each counts rows of `login_failures` (scope, subject, time) over a sliding window,
 * so every API instance agrees; a refused request records nothing, so `Retry-After` stays true.
 */

/** Sign-in: failed attempts per account and per client address. */
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 } as const;

/**
 * Sign-up: every attempt that reaches the service (created, email taken or refused by the content
 * rules) per client address, so one machine cannot mass-create accounts or probe emails through 409s.
 * 10 an hour leaves room for a household or an office behind one address, and for a few corrected
 * mistakes, while capping one address at a few accounts an hour. Raised by SIGNUP_LIMIT_PER_ADDRESS.
 */
export const SIGNUP_LIMITS = { windowMs: 60 * 60_000, perAddress: 10 } as const;

/**
 * Check-email: every call per client address, since the answer says whether an account exists
 * (enumeration). The sign-up form checks once per distinct address typed, so 30 in 10 minutes is far
 * above a person's use. Raised by CHECK_EMAIL_LIMIT_PER_ADDRESS.
 */
export const CHECK_EMAIL_LIMITS = { windowMs: 10 * 60_000, perAddress: 30 } as const;

/**
 * Forgot password: every request per client address, since each may send a mail to someone else's
 * inbox. A person asks once or twice; 5 in 15 minutes is generous and stops mail bombing.
 */
export const PASSWORD_RESET_LIMITS = { windowMs: 15 * 60_000, perAddress: 5 } as const;

/** What a `login_failures` row counts against. */
export type LimitScope = 'account' | 'address' | 'signup' | 'check_email' | 'password_reset';
