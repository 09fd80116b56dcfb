import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { I18n } from '@drawfront/shared/contract/i18n';

/** What a change to a recurring purchase does, as the card sends it. */
export type RecurringAction =
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'pause-until'; until: string }
  | { kind: 'cancel' }
  | { kind: 'minimum-jackpot'; cents: number }
  | { kind: 'tickets'; count: number };

/** The API's message when it refused (it names the problem), else a plain retry hint. */
export function actionFailure(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return i18n.t('account.recurring.failed', "We couldn't save that change. Please try again.");
}

/** A `<input type="date">` value (local calendar day) as the start of that day in the browser's zone, ISO. */
export function dayStartIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
