import { placeServerErrors } from '../../../lib/server-field-errors';
import { EMAIL_TAKEN_MESSAGE } from './validate-signup';
import type { SignupErrors, SignupField } from './signup-form';

/** A failed `POST /signup` as the form shows it: messages on fields, and whatever fits no field above the form. */
export interface SignupFailure {
  fieldErrors: SignupErrors;
  formMessage: string | null;
}

/** The API's `errors.<field>` keys (read back camelCase by the client, snake_case tolerated) → form fields. */
const FIELD_BY_KEY: Record<string, SignupField> = {
  firstname: 'firstname',
  firstName: 'firstname',
  first_name: 'firstname',
  lastname: 'lastname',
  lastName: 'lastname',
  last_name: 'lastname',
  email: 'email',
  password: 'password',
  dateOfBirth: 'dateOfBirth',
  date_of_birth: 'dateOfBirth',
  state: 'state',
  addressLine1: 'addressLine1',
  address_line1: 'addressLine1',
  addressLine2: 'addressLine2',
  address_line2: 'addressLine2',
  suburb: 'suburb',
  county: 'county',
  postcode: 'postcode',
  acceptTerms: 'acceptTerms',
  accept_terms: 'acceptTerms',
  emailOptIn: 'emailOptIn',
  email_opt_in: 'emailOptIn',
};

/**
 * 409 `email_taken` → the email field; 422 `errors.<field>` → those fields (keys the form does not
 * know go above the form); anything else (429, 5xx, network) → the API's message above the form.
 */
export function toSignupFailure(error: unknown): SignupFailure {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; code?: unknown };
  if (shape.status === 409 && (shape.code === 'email_taken' || shape.code === null || shape.code === undefined)) {
    return { fieldErrors: { email: EMAIL_TAKEN_MESSAGE }, formMessage: null };
  }
  return placeServerErrors(error, FIELD_BY_KEY);
}
