import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

export const PREFERENCES_ERRORS = {
  linkInvalid: define('preferences_link_invalid', 403, 'This link is not valid. Please use the link in your latest email, or sign in to change your preferences.'),
  notYours: define('preferences_not_yours', 403, 'You can only change your own preferences.'),
  offerNotFound: define('offer_not_found', 404, "'%s' is not a product on this site"),
} as const;
