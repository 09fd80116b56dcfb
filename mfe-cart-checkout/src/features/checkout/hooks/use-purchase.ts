import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { MONEY_MOVED } from '@drawfront/shared/data/query-defaults';
import { useMutation } from '@drawfront/shared/data/use-mutation';
import type { SubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { requireIdempotencyKey } from '../../../lib/idempotency-key';
import { purchaseCart } from '../api/purchase';
import { isSettled, toPurchaseFailure } from '../model/purchase-failure';
import type { PurchaseFailure } from '../model/purchase-failure';

/**
 * "Pay from wallet": one checkout attempt with its idempotency key, reused on a retry whose outcome is
 * unknown (network, timeout, 5xx) so the server answers the first purchase instead of making a second;
 * a definite refusal (422) ends the attempt and the next press gets a new key. After a success the form
 * stays locked: the cart is bought and the page is on its way to the receipt. A purchase invalidates the
 * cart, the customer and the wallet, so every page and the header read them again.
 */
export function usePurchase(api: ApiClient, newKey: () => string, onSuccess: (receipt: Receipt) => void): SubmitOnce<void, Receipt, PurchaseFailure> {
  return useMutation({
    invalidates: MONEY_MOVED,
    send: (_input: void, key) => purchaseCart(api, requireIdempotencyKey(key, 'POST /cart/purchase')),
    toFailure: toPurchaseFailure,
    onSuccess,
    idempotency: { newKey, isSettled },
    lockAfterSuccess: true,
  });
}
