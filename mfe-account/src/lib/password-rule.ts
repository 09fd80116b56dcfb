import { REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';

/** The spec gives no texts for these (storefront §5 "other messages exist"), so they are ours. */
export const PASSWORD_RULES_HINT = 'At least 8 characters, with at least one letter and one digit.';
export const PASSWORD_MESSAGE = 'Your password needs at least 8 characters, including a letter and a digit.';
export const MIN_PASSWORD_LENGTH = 8;

/** At least 8 characters with a letter (any alphabet) and a digit 0–9: the API's rule, so the two never disagree. */
export function validatePassword(password: string): string | null {
  if (password === '') return REQUIRED_MESSAGE;
  const ok = password.length >= MIN_PASSWORD_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
  return ok ? null : PASSWORD_MESSAGE;
}
