import { GENERIC_ERROR_MESSAGE } from '../api-client/error-mapping';

/** The text to show for a failed call: the API error's `message` (storefront §8), else the spec's fallback. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
