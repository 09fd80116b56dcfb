import type { VerifyDetailsRequest, VerifyLicenceRequest } from '@drawfront/shared/contract/verification';
import { placeServerErrors } from '../../../lib/server-field-errors';

export type DetailsField = keyof VerifyDetailsRequest;
export type LicenceField = keyof VerifyLicenceRequest;

/** What a failed check shows: messages under the fields, or one above the form. */
export interface VerifyFailure<F extends string> {
  fieldErrors: Partial<Record<F, string>>;
  formMessage: string | null;
}

const DETAILS_FIELDS: readonly DetailsField[] = ['firstname', 'lastname', 'dateOfBirth', 'streetAddress', 'suburb', 'postcode', 'state'];
const LICENCE_FIELDS: readonly LicenceField[] = ['firstname', 'lastname', 'dateOfBirth', 'licenceNumber', 'licenceState', 'cardNumber'];

// The API names fields in camelCase; a snake_case key maps to the same field.
const byKey = <F extends string>(fields: readonly F[]) => Object.fromEntries(fields.flatMap((field) => [[field, field], [field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), field]])) as Record<string, F>;

export const describeDetailsFailure = (error: unknown): VerifyFailure<DetailsField> => placeServerErrors(error, byKey(DETAILS_FIELDS));
export const describeLicenceFailure = (error: unknown): VerifyFailure<LicenceField> => placeServerErrors(error, byKey(LICENCE_FIELDS));

/** Today as an ISO date in the browser (the API checks the age again on its own clock). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
