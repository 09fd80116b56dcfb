import { validateRequired } from '@drawfront/shared/rules/amount-validation';

export interface LoginCredentials {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginCredentials, string>>;

/** The spec does not give the email message's text (storefront §5), so this one is ours. */
export const INVALID_EMAIL_MESSAGE = 'Enter an email address like name@example.com';

// Deliberately loose: the API is the judge of an address; this only catches typing slips.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client checks before the sign-in call: both fields required, and the email shaped like one. */
export function validateLogin({ email, password }: LoginCredentials): LoginErrors {
  const errors: LoginErrors = {};
  const emailRequired = validateRequired(email);
  if (emailRequired) errors.email = emailRequired;
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = INVALID_EMAIL_MESSAGE;
  // Passwords are not trimmed: spaces can be part of one, but a password of only spaces is still empty here.
  const passwordRequired = validateRequired(password);
  if (passwordRequired) errors.password = passwordRequired;
  return errors;
}
