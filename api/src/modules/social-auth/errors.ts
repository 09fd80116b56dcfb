import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Social sign-in, linking and ConnectID errors; `%s` is the provider's name. */
export const SOCIAL_AUTH_ERRORS = {
  providerOff: define('sign_in_method_off', 404, 'Sign-in with %s is not available on this site.'),
  stateInvalid: define('social_auth_state_invalid', 410, 'This sign-in request has expired or was already used. Please start again.'),
  refused: define('social_auth_refused', 401, 'Sign-in with %s was cancelled or refused.'),
  unavailable: define('social_auth_unavailable', 503, "We can't reach %s right now. Please try again in a few minutes."),
  failed: define('social_auth_failed', 401, "We couldn't verify your %s sign-in. Please try again."),
  emailUnverified: define('social_email_unverified', 422, 'Your %s account has no verified email address. Verify it with %s first, or sign in with your email and password.'),
  identityTaken: define('social_identity_taken', 409, 'This %s account is already linked to another customer.'),
  alreadyLinked: define('social_provider_already_linked', 409, 'You already have a %s account linked. Unlink it first.'),
  notLinked: define('social_identity_not_found', 404, 'No %s account is linked to your account.'),
  lastMethod: define('last_sign_in_method', 409, "You can't unlink your only way to sign in. Set a password or link another account first."),
  followUpInvalid: define('social_follow_up_invalid', 410, 'This step has expired or was already used. Please sign in again.'),
  connectIdNotVerified: define('connectid_not_verified', 422, 'ConnectID did not confirm your identity. Please try another way to verify.'),
} as const;

/** Names as customers see them, in messages. */
export const PROVIDER_NAMES = { apple: 'Apple', google: 'Google', connectid: 'ConnectID' } as const;
