import { ApiError } from '../api-client/api-error';
import { GENERIC_ERROR_MESSAGE } from '../api-client/error-mapping';

/** Field of the API's `errors` map that holds messages about the whole item (storefront §8 "Cart add 4xx"). */
export const WHOLE_ITEM_FIELD = 'this';

/** First message of an `errors` entry, which may be a string, a list of strings, or a list of `{ message }`. */
function firstMessage(entry: unknown): string | null {
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (typeof first === 'string') return first.trim() || null;
  if (first && typeof first === 'object' && 'message' in first) {
    const { message } = first as { message: unknown };
    return typeof message === 'string' && message.trim() ? message : null;
  }
  return null;
}

/** An add to cart the API refused (4xx); `message` is the text to show the customer. */
export class CartAddError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(message: string, cause: ApiError) {
    super(message, { cause });
    this.name = 'CartAddError';
    this.status = cause.status;
    this.code = cause.code;
  }
}

/**
 * The error an add to cart rejects with: for a 4xx, a CartAddError whose message is the first message
 * under field `this` (else the API's own message, else the spec's fallback); anything else unchanged.
 */
export function toCartAddError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return error;
  const message = firstMessage(error.errors[WHOLE_ITEM_FIELD]) ?? (error.message || GENERIC_ERROR_MESSAGE);
  return new CartAddError(message, error);
}
