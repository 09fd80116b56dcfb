import { errorMessage } from '@drawfront/shared/ui/error-message';
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
  acceptTerms: 'acceptTerms',
  accept_terms: 'acceptTerms',
  emailOptIn: 'emailOptIn',
  email_opt_in: 'emailOptIn',
};

/** The text of one `errors` entry: a string, the first string of a list, or an object's `message`. */
function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) return value.map(messageOf).find((text) => text !== null) ?? null;
  if (typeof value === 'object' && value !== null && 'message' in value) return messageOf((value as { message: unknown }).message);
  return null;
}

/**
 * 409 `email_taken` → the email field; 422 `errors.<field>` → those fields (keys the form does not
 * know go above the form); anything else (429, 5xx, network) → the API's message above the form.
 */
export function toSignupFailure(error: unknown): SignupFailure {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; code?: unknown; errors?: unknown };
  if (shape.status === 409 && (shape.code === 'email_taken' || shape.code === null || shape.code === undefined)) {
    return { fieldErrors: { email: EMAIL_TAKEN_MESSAGE }, formMessage: null };
  }
  const fieldErrors: SignupErrors = {};
  const unplaced: string[] = [];
  if (shape.status === 422 && typeof shape.errors === 'object' && shape.errors !== null) {
    for (const [key, value] of Object.entries(shape.errors)) {
      const text = messageOf(value);
      if (!text) continue;
      const field = FIELD_BY_KEY[key];
      if (field && !fieldErrors[field]) fieldErrors[field] = text;
      else if (!field) unplaced.push(text);
    }
  }
  const placed = Object.keys(fieldErrors).length > 0;
  const formMessage = unplaced.length ? unplaced.join(' ') : placed ? null : errorMessage(error);
  return { fieldErrors, formMessage };
}
