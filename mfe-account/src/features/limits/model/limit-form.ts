import { fixed2, toMinorUnits } from '@drawfront/shared/format/money';
import type { AmountRules } from '@drawfront/shared/rules/amount-validation';
import { validateAmount } from '@drawfront/shared/rules/amount-validation';
import { placeServerErrors } from '../../../lib/server-field-errors';

/** A limit form's failure as it shows: a message under the amount field, or one above the form. */
export interface LimitFailure {
  fieldError: string | null;
  formMessage: string | null;
}

/** The shared amount rule (storefront §5 messages); `rules.max` is the platform's limit when there is one. */
export const validateLimit = (text: string, rules: AmountRules): string | null => validateAmount(text, rules);

/** The typed amount as the API takes it, fixed to 2 decimals ("20" → "20.00"); call only after `validateLimit` passed. */
export function toLimitText(text: string): string {
  const minor = toMinorUnits(text.trim());
  return minor === null ? text.trim() : fixed2(minor);
}

/** The form's starting value: the limit in force, as "50.00", or empty. */
export const initialLimitText = (minor: number | null | undefined): string => (minor == null ? '' : fixed2(minor));

/** 422 `errors.limit` → under the field; anything else → the API's message above the form. */
export function toLimitFailure(error: unknown): LimitFailure {
  const { fieldErrors, formMessage } = placeServerErrors(error, { limit: 'limit' });
  return { fieldError: fieldErrors.limit ?? null, formMessage };
}
