import { REQUIRED_MESSAGE, TERMS_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import type { SignupAddress, SignupRequest } from '@drawfront/shared/contract/customer';
import { countryProfile } from '@drawfront/shared/rules/country-profile';
import { validateSignupAddress } from '@drawfront/shared/rules/customer-details';
import type { FieldErrors } from '../../errors/app-error';
import { inputKeyedRecord } from '../../lib/own-keys';

export const PASSWORD_LENGTH_MESSAGE = 'Your password must be at least 8 characters long.';
export const PASSWORD_LETTER_MESSAGE = 'Your password must contain at least one letter.';
export const PASSWORD_DIGIT_MESSAGE = 'Your password must contain at least one number.';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const DATE_OF_BIRTH_MESSAGE = 'Please enter a valid date of birth (YYYY-MM-DD).';
export const minimumAgeMessage = (age: number) => `You must be at least ${age} years old to register.`;

// Deliberately loose (one @, a dot in the domain, no spaces): the confirmation email is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Password rules: at least 8 characters with a letter and a digit; every broken rule is listed. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push(PASSWORD_LENGTH_MESSAGE);
  if (!/\p{L}/u.test(password)) problems.push(PASSWORD_LETTER_MESSAGE);
  if (!/\d/.test(password)) problems.push(PASSWORD_DIGIT_MESSAGE);
  return problems;
}

export function isEmail(email: string): boolean {
  return EMAIL.test(email);
}

/** Whole years between a `YYYY-MM-DD` birth date and `today` (UTC calendar); null when the date does not exist. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date > today) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

/**
 * The address's field errors under `country`'s rules: required where the country asks for it at sign-up
 * (`country-profile.ts`), and checked whenever one is given.
 */
export function signupAddressErrors(address: SignupAddress | undefined, country: string): FieldErrors {
  const errors: FieldErrors = inputKeyedRecord();
  if (!address && !countryProfile(country).signUpAsksAddress) return errors;
  const found = validateSignupAddress(address ?? { addressLine1: '', addressLine2: '', suburb: '', county: '', postcode: '' }, country);
  for (const [field, message] of Object.entries(found)) errors[field] = [message];
  return errors;
}

/** Field errors of a sign-up, `{}` when it is acceptable. */
export function signupErrors(request: SignupRequest, minimumAge: number, today: Date): FieldErrors {
  const errors: FieldErrors = inputKeyedRecord();
  const add = (field: string, ...messages: string[]) => {
    if (messages.length > 0) (errors[field] ??= []).push(...messages);
  };
  if (!isEmail(request.email.trim())) add('email', EMAIL_MESSAGE);
  add('password', ...passwordProblems(request.password));
  if (request.firstname.trim() === '') add('firstname', REQUIRED_MESSAGE);
  if (request.lastname.trim() === '') add('lastname', REQUIRED_MESSAGE);
  const age = ageOn(request.dateOfBirth, today);
  if (age === null) add('dateOfBirth', DATE_OF_BIRTH_MESSAGE);
  else if (age < minimumAge) add('dateOfBirth', minimumAgeMessage(minimumAge));
  if (!request.acceptTerms) add('acceptTerms', TERMS_MESSAGE);
  return errors;
}
