import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** My details and the confirmation banner's calls. */
export const CUSTOMER_DETAILS_ERRORS = {
  /** groups spec §5 "Fields listed as immutable are configurable": a change to one is refused, never ignored. */
  fieldImmutable: define('field_immutable', 422, "%s can't be changed on this site. Please contact support to change it."),
  emailTaken: define('email_taken', 409, 'Another account already uses this email address.'),
  confirmationLinkInvalid: define('confirmation_link_invalid', 410, 'This confirmation link has expired or has already been used.'),
  nothingToConfirm: define('nothing_to_confirm', 409, 'Your %s is already confirmed.'),
} as const;
