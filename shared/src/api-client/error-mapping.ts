import { ApiError } from './api-error';

/** Fallback text when the API gives no message (storefront §8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
/** Code of a 403 that asks for step-up authorisation (a one-time code) instead of a token refresh. */
export const STEP_UP_REQUIRED_CODE = 'REQUIRED';
/**
 * Code of the API's 401 for an access token that is missing, expired or not valid (`unauthorised`): the only
 * answer a token refresh can cure. Other 401s (`2fa_incorrect`, `invalid_credentials`, …) judge what was sent,
 * and sending it again would only count it twice.
 */
export const ACCESS_TOKEN_REJECTED_CODE = 'unauthorised';
/** Code of a request the caller aborted. */
export const ABORTED_CODE = 'ABORTED';

/** Status given to a request that timed out or lost the network (storefront §8). */
export const TIMEOUT_STATUS = 408;
/** Status given to a blocked frame or an illegal invocation (storefront §8). */
export const BLOCKED_STATUS = 418;
/** Status given to a success answer that is not valid JSON (storefront §8). */
export const PARSE_FAILURE_STATUS = 422;

// Browsers word a lost connection as "Failed to fetch" (Chromium), "NetworkError …" (Firefox) or
// "Load failed" (Safari), and Node as "fetch failed"; all are network failures, so all read as 408.
const TIMEOUT_OR_NETWORK = /time(d)?\s*out|network|failed to fetch|fetch failed|load failed/i;
const BLOCKED_OR_ILLEGAL = /blocked a frame|illegal invocation/i;

interface ErrorBody {
  messages?: { code?: unknown; message?: unknown }[];
  errors?: unknown;
  result?: unknown;
}

function firstString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** ApiError for an HTTP error answer: message and code from the first of `messages`, 5xx reported. */
export function errorFromResponse(status: number, body: unknown, context: string): ApiError {
  const shape = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const first = Array.isArray(shape.messages) ? shape.messages[0] : undefined;
  const errors = shape.errors && typeof shape.errors === 'object' ? (shape.errors as Record<string, unknown>) : {};
  return new ApiError({
    status,
    message: firstString(first?.message) ?? GENERIC_ERROR_MESSAGE,
    code: firstString(first?.code),
    errors,
    result: shape.result ?? null,
    reported: status >= 500,
    context: `${context} answered ${status}`,
  });
}

/** ApiError for something fetch threw: timeout/network → 408 and blocked frame/illegal invocation → 418 (not reported), anything else → 500 (reported). */
export function errorFromThrown(thrown: unknown, context: string): ApiError {
  const text = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
  const status = TIMEOUT_OR_NETWORK.test(text) ? TIMEOUT_STATUS : BLOCKED_OR_ILLEGAL.test(text) ? BLOCKED_STATUS : 500;
  return new ApiError({
    status,
    message: GENERIC_ERROR_MESSAGE,
    code: null,
    errors: {},
    result: null,
    reported: status === 500,
    context: `${context} failed: ${text}`,
    cause: thrown,
  });
}

/** ApiError for a request that ran past its time limit (a 408, not reported). */
export function timeoutError(timeoutMs: number, context: string): ApiError {
  return errorFromThrown(new Error(`Request timed out after ${timeoutMs} ms`), context);
}

/** ApiError for a success answer whose body is not JSON (422, reported: the API broke its contract). */
export function parseFailureError(cause: unknown, context: string): ApiError {
  return new ApiError({
    status: PARSE_FAILURE_STATUS,
    message: GENERIC_ERROR_MESSAGE,
    code: null,
    errors: {},
    result: null,
    reported: true,
    context: `${context} answered with a body that is not JSON`,
    cause,
  });
}

/**
 * ApiError for a request the caller aborted; never reported. Its name is "AbortError" so that the
 * usual `error.name === 'AbortError'` checks work as they do for fetch.
 */
export function abortedError(cause: unknown, context: string): ApiError {
  const error = new ApiError({
    status: 0,
    message: GENERIC_ERROR_MESSAGE,
    code: ABORTED_CODE,
    errors: {},
    result: null,
    reported: false,
    context: `${context} was aborted`,
    cause,
  });
  error.name = 'AbortError';
  return error;
}

/** Whether something thrown is an abort (fetch's DOMException or our aborted ApiError). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
