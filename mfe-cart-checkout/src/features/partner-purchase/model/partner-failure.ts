import { ApiError } from '@drawfront/shared/api-client/api-error';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { PartnerPurchaseError } from '../api/partner-api';

/** Why a partner purchase failed, as the page shows it. */
export interface PartnerPurchaseFailure {
  message: string;
  /** The API's code (insufficient_funds, a limit, partner_cart_empty), or null for a client-side refusal. */
  code: string | null;
  /** The purchase path the failure is wrapped with (groups spec §8). */
  path: string | null;
  /** The server definitely answered: the attempt is over and the next press gets a new key. */
  settled: boolean;
}

export function toPartnerFailure(error: unknown): PartnerPurchaseFailure {
  const path = error instanceof PartnerPurchaseError ? error.path : null;
  const cause = error instanceof PartnerPurchaseError ? error.cause : error;
  if (cause instanceof ApiError) {
    const unknownOutcome = cause.status >= 500 || cause.status === 408 || cause.status === 0;
    return { message: errorMessage(cause), code: cause.code, path, settled: !unknownOutcome };
  }
  // Thrown before anything was sent (the empty cart): nothing reached the server.
  return { message: cause instanceof Error ? cause.message : errorMessage(cause), code: null, path, settled: true };
}
