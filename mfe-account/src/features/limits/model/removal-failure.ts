import { GENERIC_ERROR_MESSAGE } from '@drawfront/shared/api-client/error-mapping';

/**
 * The API's reason for refusing a removal (storefront §8: a 422 with a message is shown as a
 * notification), or null when the failure is anything else, after which the limits are read again.
 */
export function removalRefusal(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (status !== 422 || typeof message !== 'string') return null;
  // A 422 the client made from an unreadable answer carries only the generic text: not a refusal.
  return message.trim() && message !== GENERIC_ERROR_MESSAGE ? message : null;
}
