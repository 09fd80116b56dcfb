import { ApiError } from '@drawfront/shared/api-client/api-error';

/** Error codes of `GET /draw/details` a page answers with its own state rather than "try again". */
export const DRAW_NOT_FOUND_CODE = 'draw_not_found';
export const DRAW_NOT_DRAWN_CODE = 'draw_not_drawn';

/**
 * Why a draw could not be shown: no such draw (404), not drawn yet (422 `draw_not_drawn`: its page
 * offers to play it instead), or a failure worth retrying.
 */
export function drawFailure(error: unknown): 'not-found' | 'not-drawn' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 404) return 'not-found';
  if (error.status === 422 && error.code === DRAW_NOT_DRAWN_CODE) return 'not-drawn';
  return 'failed';
}

/** Whether a results read failed because the API knows no such offer or month (404 or 422), rather than by accident. */
export function isUnknownResults(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}
