import { REQUIRED_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { placeServerErrors } from '../../../lib/server-field-errors';
import { validatePassword } from '../../../lib/password-rule';
import { challengeOf } from '../../../lib/two-factor';
import type { TwoFactorChallenge } from '../../../lib/two-factor';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
}
export type PasswordField = keyof PasswordFormValues;
export type PasswordFormErrors = Partial<Record<PasswordField, string>>;

/** What a failed password call shows: messages under the fields, or one above the form. */
export interface PasswordFailure {
  status: number | null;
  fieldErrors: PasswordFormErrors;
  formMessage: string | null;
  /** The API's error code (`2fa_required`, `2fa_incorrect`, …). */
  code?: string | null;
  /** With `2fa_required` (a reset link with two-factor on): how the code reaches the customer. */
  twoFactorAuth?: TwoFactorChallenge;
}

/** The new password follows the sign-up rule (the API's); the current one, when asked for, is required. */
export function validatePasswordForm(values: PasswordFormValues, askCurrent: boolean): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (askCurrent && values.currentPassword === '') errors.currentPassword = REQUIRED_MESSAGE;
  const problem = validatePassword(values.newPassword);
  if (problem) errors.newPassword = problem;
  return errors;
}

// The API names the new password `password` (reset, forced change) or `newPassword` (the signed-in change).
const FIELD_BY_KEY: Record<string, PasswordField> = {
  password: 'newPassword',
  newPassword: 'newPassword',
  new_password: 'newPassword',
  currentPassword: 'currentPassword',
  current_password: 'currentPassword',
};

export function describePasswordFailure(error: unknown): PasswordFailure {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; code?: unknown; result?: unknown };
  const status = typeof shape.status === 'number' ? shape.status : null;
  const code = typeof shape.code === 'string' ? shape.code : null;
  return { status, ...placeServerErrors(error, FIELD_BY_KEY), code, twoFactorAuth: code === '2fa_required' ? challengeOf(shape.result) : undefined };
}
