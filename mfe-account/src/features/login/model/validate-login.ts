import { validateRequired } from '@drawfront/shared/rules/amount-validation';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '../../../lib/email';

export interface LoginCredentials {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginCredentials, string>>;

/** Client checks before the sign-in call: both fields required, and the email shaped like one. */
export function validateLogin({ email, password }: LoginCredentials): LoginErrors {
  const errors: LoginErrors = {};
  const emailRequired = validateRequired(email);
  if (emailRequired) errors.email = emailRequired;
  else if (!looksLikeEmail(email.trim())) errors.email = INVALID_EMAIL_MESSAGE;
  // Passwords are not trimmed: spaces can be part of one, but a password of only spaces is still empty here.
  const passwordRequired = validateRequired(password);
  if (passwordRequired) errors.password = passwordRequired;
  return errors;
}
