// The failure texts of groups spec §8, quoted exactly, and which one a failed call shows.
import type { I18n } from '@drawfront/shared/contract/i18n';

/** The code and status of a failed call (the API client's ApiError, or anything else thrown). */
function codeOf(error: unknown): { status: number | null; code: string | null } {
  const shape = error as { status?: unknown; code?: unknown } | null;
  return { status: typeof shape?.status === 'number' ? shape.status : null, code: typeof shape?.code === 'string' ? shape.code : null };
}

export const CREATE_FAILED = 'Sorry, looks like we failed to create the group/session. Please try again.';
export const EDIT_FAILED_TITLE = 'Something went wrong';
export const EDIT_FAILED = 'Sorry, looks like we failed to edit the ticket. Please try again.';
export const ORDER_UNABLE_TO_LOAD = 'We were unable to load your Lotto Party ticket. Please check your Lotto Party group to complete your purchase';

/** Group creation (groups spec §8): profanity → the bad-name text, 409 → the duplicate-name text, else creation failed. */
export function groupCreateError(error: unknown, i18n: I18n): { field: 'groupName' | null; message: string } {
  const { status, code } = codeOf(error);
  if (code === 'contains_profanity') return { field: 'groupName', message: i18n.t('lotto-party.error.bad-name', "That name isn't allowed. Please choose another name for your group.") };
  if (status === 409) return { field: 'groupName', message: i18n.t('lotto-party.error.duplicate-name', 'A group with this name already exists. Please choose another name.') };
  return { field: null, message: i18n.t('lotto-party.error.create-failed', CREATE_FAILED) };
}

/** Session creation (groups spec §8): 422 → the draw-closed text, else creation failed. */
export function sessionCreateError(error: unknown, i18n: I18n): string {
  const { status, code } = codeOf(error);
  if (status === 422 && code === 'draw_closed') return i18n.t('lotto-party.error.draw-closed', 'That draw has closed. Please choose a later draw.');
  return i18n.t('lotto-party.error.create-failed', CREATE_FAILED);
}

export function isNotFound(error: unknown): boolean {
  return codeOf(error).status === 404;
}

export function isForbidden(error: unknown): boolean {
  return codeOf(error).status === 403;
}
