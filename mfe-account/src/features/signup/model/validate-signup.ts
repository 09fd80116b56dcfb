import { REQUIRED_MESSAGE, validateRequired, validateTerms } from '@drawfront/shared/rules/amount-validation';
import { REGION_CODES } from '@drawfront/shared/contract/customer';
import type { SignupAddress, SignupRequest } from '@drawfront/shared/contract/customer';
import { countryProfile } from '@drawfront/shared/rules/country-profile';
import { validateSignupAddress } from '@drawfront/shared/rules/customer-details';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { INVALID_EMAIL_MESSAGE, looksLikeEmail } from '../../../lib/email';
import { validatePassword } from '../../../lib/password-rule';
// The password rule is shared with the password pages; sign-up's callers keep importing it from here.
export { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE, PASSWORD_RULES_HINT, validatePassword } from '../../../lib/password-rule';
import { ageOn, isAfter, parseDateOfBirth, toIsoDate } from './date-of-birth';
import type { CalendarDate } from './date-of-birth';
import type { SignupErrors, SignupFormValues } from './signup-form';

/** The spec gives no texts for these (storefront §5 "other messages exist"), so they are ours. */
export const DATE_OF_BIRTH_MESSAGE = 'Enter a real date of birth, for example 27 3 1990.';
/** `{age}` is the site's minimum registration age. */
export const UNDER_AGE_MESSAGE = 'You must be {age} or over to open an account.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
/** Groups spec §9: minimum registration age 18 (configurable per site). */
export const DEFAULT_MINIMUM_AGE = 18;

export interface SignupRules {
  today: CalendarDate;
  minimumAge: number;
  /** The country of the site's customers (`site.country`): Britain asks for the address, Australia (default) the state. */
  country?: string;
}

const asksAddress = (rules: Pick<SignupRules, 'country'>) => countryProfile(rules.country ?? 'AU').signUpAsksAddress;
const addressOf = (values: SignupFormValues): SignupAddress => ({
  addressLine1: values.addressLine1.trim(),
  addressLine2: values.addressLine2.trim(),
  suburb: values.suburb.trim(),
  county: values.county.trim(),
  postcode: values.postcode.trim(),
});

/** Required, a real date not in the future, and old enough on `today` (18 on the 18th birthday itself). */
export function validateDateOfBirth(values: Pick<SignupFormValues, 'dobDay' | 'dobMonth' | 'dobYear'>, rules: SignupRules): string | null {
  const parts = [values.dobDay, values.dobMonth, values.dobYear];
  if (parts.every((part) => part.trim() === '')) return REQUIRED_MESSAGE;
  const birth = parseDateOfBirth(values.dobDay, values.dobMonth, values.dobYear);
  if (!birth || isAfter(birth, rules.today)) return DATE_OF_BIRTH_MESSAGE;
  return ageOn(birth, rules.today) >= rules.minimumAge ? null : fillTemplate(UNDER_AGE_MESSAGE, { age: rules.minimumAge });
}

/** Every client rule of the sign-up form; an empty object means the form can be sent. */
export function validateSignup(values: SignupFormValues, rules: SignupRules): SignupErrors {
  const errors: SignupErrors = {};
  const firstname = validateRequired(values.firstname);
  if (firstname) errors.firstname = firstname;
  const lastname = validateRequired(values.lastname);
  if (lastname) errors.lastname = lastname;
  const email = validateRequired(values.email) ?? (looksLikeEmail(values.email.trim()) ? null : INVALID_EMAIL_MESSAGE);
  if (email) errors.email = email;
  const password = validatePassword(values.password);
  if (password) errors.password = password;
  const dateOfBirth = validateDateOfBirth(values, rules);
  if (dateOfBirth) errors.dateOfBirth = dateOfBirth;
  if (asksAddress(rules)) Object.assign(errors, validateSignupAddress(addressOf(values), rules.country ?? 'AU'));
  else if (!(REGION_CODES as readonly string[]).includes(values.state)) errors.state = REQUIRED_MESSAGE;
  const terms = validateTerms(values.acceptTerms);
  if (terms) errors.acceptTerms = terms;
  return errors;
}

/** The `POST /signup` body from a form that passed `validateSignup` (a British customer's county stands for the state). */
export function toSignupRequest(values: SignupFormValues, rules: Pick<SignupRules, 'country'> = {}): SignupRequest {
  const birth = parseDateOfBirth(values.dobDay, values.dobMonth, values.dobYear);
  if (!birth) throw new Error('toSignupRequest needs a validated form');
  return {
    email: values.email.trim(),
    password: values.password,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    dateOfBirth: toIsoDate(birth),
    state: asksAddress(rules) ? 'OTHER' : values.state,
    acceptTerms: values.acceptTerms,
    emailOptIn: values.emailOptIn,
    ...(asksAddress(rules) ? { address: addressOf(values) } : {}),
  };
}
