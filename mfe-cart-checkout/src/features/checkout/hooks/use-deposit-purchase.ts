import type { ApiClient } from '@drawfront/shared/api-client/types';
import { MONEY_MOVED } from '@drawfront/shared/data/query-defaults';
import { useMutation } from '@drawfront/shared/data/use-mutation';
import type { SubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { requireIdempotencyKey } from '../../../lib/idempotency-key';
import { depositAndPurchase } from '../api/deposit-purchase';
import type { DepositPurchaseInput } from '../api/deposit-purchase';
import { isDepositPurchaseSettled, toDepositPurchaseFailure, toDepositPurchaseOutcome } from '../model/deposit-purchase-outcome';
import type { DepositPurchaseFailure, DepositPurchaseOutcome } from '../model/deposit-purchase-outcome';

export type DepositPurchaseForm = SubmitOnce<DepositPurchaseInput, DepositPurchaseOutcome, DepositPurchaseFailure>;

/** Another card or amount is another request, so it needs its own key. */
const sameAttempt = (previous: DepositPurchaseInput, next: DepositPurchaseInput) => previous.fundId === next.fundId && previous.amount === next.amount;

/**
 * "Top up and pay": one attempt with its idempotency key, kept for a retry whose outcome is unknown
 * (network, timeout, 5xx) so the server answers the first attempt instead of charging again; any
 * definite answer ends the attempt. A bought order or a bank check moves the page on, so the form stays
 * locked and nothing is sent twice meanwhile.
 */
export function useDepositPurchase(api: ApiClient, newKey: () => string, onOutcome: (outcome: DepositPurchaseOutcome) => void): DepositPurchaseForm {
  return useMutation({
    invalidates: MONEY_MOVED,
    send: async (input: DepositPurchaseInput, key) => toDepositPurchaseOutcome(await depositAndPurchase(api, requireIdempotencyKey(key, 'POST /cart/deposit_purchase'), input)),
    toFailure: toDepositPurchaseFailure,
    onSuccess: onOutcome,
    idempotency: { newKey, isSettled: isDepositPurchaseSettled, sameAttempt },
    lockAfterSuccess: true,
  });
}
