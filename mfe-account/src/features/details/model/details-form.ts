import type { CustomerDetails, DetailsField, UpdateDetailsRequest } from '@drawfront/shared/contract/customer-details';
import { DETAILS_FIELD_LABELS, DETAILS_FIELDS } from '@drawfront/shared/contract/customer-details';
import { addressConfigFor, fieldRule, validateDetails } from '@drawfront/shared/rules/customer-details';
import type { DetailsValues } from '@drawfront/shared/rules/customer-details';
import { placeServerErrors } from '../../../lib/server-field-errors';

/** The form's labels: the words the API's messages use too (shared). */
export const FIELD_LABELS = DETAILS_FIELD_LABELS;

export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** What a failed save shows: messages under the fields, or one above the form. */
export interface DetailsFailure {
  fieldErrors: DetailsErrors;
  formMessage: string | null;
}

export function valuesOf(details: CustomerDetails): DetailsValues {
  return { firstname: details.firstname, lastname: details.lastname, email: details.email, phone: details.phone, dateOfBirth: details.dateOfBirth, ...details.address };
}

/** The fields the form shows for the address's country (a part the country never has is hidden). */
export function visibleFields(values: DetailsValues): DetailsField[] {
  const config = addressConfigFor(values.country);
  return DETAILS_FIELDS.filter((field) => fieldRule(field, config) !== 'never');
}

/** The form's own check, the API's rule (shared), so the customer sees the same message before sending. */
export function checkDetails(values: DetailsValues, options: { today: string; minimumAge: number; requireAddress: boolean }): DetailsErrors {
  return validateDetails(values, options);
}

/** Only what changed is sent: an immutable field left alone is never sent, so it cannot be refused. */
export function changesOf(before: DetailsValues, after: DetailsValues): UpdateDetailsRequest {
  return Object.fromEntries(DETAILS_FIELDS.filter((field) => after[field] !== before[field]).map((field) => [field, after[field]]));
}

const FIELD_BY_KEY: Record<string, DetailsField> = Object.fromEntries(
  DETAILS_FIELDS.flatMap((field) => [
    [field, field],
    [field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), field],
  ]),
);

/** Places a 422's field messages (validation, immutable fields) under their fields; anything else above the form. */
export function describeDetailsFailure(error: unknown): DetailsFailure {
  const placed = placeServerErrors(error, FIELD_BY_KEY);
  // An email already in use answers 409 with the field named: it belongs under the email field too.
  const shape = error as { status?: unknown; code?: unknown; message?: unknown };
  if (shape?.status === 409 && shape.code === 'email_taken' && typeof shape.message === 'string') return { fieldErrors: { email: shape.message }, formMessage: null };
  return placed;
}
