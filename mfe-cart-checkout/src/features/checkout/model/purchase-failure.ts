import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { BlockedReasonId } from '@drawfront/shared/contract/cart';
import { errorMessage } from '@drawfront/shared/ui/error-message';

/** The purchase API answers a limit breach with the blocked reason's id as its code. */
const LIMIT_REASONS = ['precommitment_limit', 'spend_limit', 'global_spend_limit', 'deposit_limit', 'verification_required'] as const satisfies readonly BlockedReasonId[];

/** Why a purchase failed, as the checkout page shows it. */
export type PurchaseFailure =
  /** `shortfall` and `balance` in minor units; balance is null when the API did not say. */
  | { kind: 'insufficient_funds'; shortfall: number; balance: number | null }
  /** A spend limit (pre-commitment, spend, site-wide) the order would break; `reason` is the blocked-reason id. */
  | { kind: 'limit'; reason: BlockedReasonId; message: string }
  | { kind: 'draw_closed'; message: string }
  /** `outcomeUnknown`: the request may have reached the server (network, timeout, 5xx), so a retry must reuse the key. */
  | { kind: 'other'; message: string; outcomeUnknown: boolean };

/** Minor units from a number of cents or an amount object ({amount, currency}); null when neither. */
function cents(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'object' && value !== null && typeof (value as { amount?: unknown }).amount === 'number') return (value as { amount: number }).amount;
  return null;
}

/** Maps a rejected `POST /cart/purchase` to what the page shows (storefront §8; 422 codes of the purchase API). */
export function toPurchaseFailure(error: unknown): PurchaseFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', message: errorMessage(error), outcomeUnknown: true };
  const result = (typeof error.result === 'object' && error.result !== null ? error.result : {}) as Record<string, unknown>;
  if (error.status === 422 && error.code === 'insufficient_funds') {
    const shortfall = cents(result.shortfall);
    if (shortfall !== null) return { kind: 'insufficient_funds', shortfall, balance: cents(result.balance) };
  }
  if (error.status === 422 && error.code !== null && (LIMIT_REASONS as readonly string[]).includes(error.code)) {
    return { kind: 'limit', reason: error.code as BlockedReasonId, message: errorMessage(error) };
  }
  if (error.status === 422 && error.code === 'draw_closed') return { kind: 'draw_closed', message: errorMessage(error) };
  const outcomeUnknown = error.status >= 500 || error.status === 408 || error.status === 0;
  return { kind: 'other', message: errorMessage(error), outcomeUnknown };
}

/** A failure after which the same purchase cannot succeed unchanged: the next press is a new attempt with a new key. */
export function isSettled(failure: PurchaseFailure): boolean {
  return failure.kind !== 'other' || !failure.outcomeUnknown;
}
