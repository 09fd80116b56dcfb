/** The spec's fallback when an error has no message (storefront §8). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/** The text to show for a failed call: the API error's `message` (storefront §8), else the fallback. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR_MESSAGE): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
