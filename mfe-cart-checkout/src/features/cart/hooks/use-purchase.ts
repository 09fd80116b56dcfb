import { useCallback, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { purchaseCart } from '../api/purchase';
import { isSettled, toPurchaseFailure } from '../model/purchase-failure';
import type { PurchaseFailure } from '../model/purchase-failure';

/** The checkout form's states (storefront §4 "Forms"). */
export type PurchaseState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; receipt: Receipt }
  | { status: 'error'; failure: PurchaseFailure };

export interface UsePurchase {
  state: PurchaseState;
  /** Buys the cart; ignored while a purchase is on its way or done. */
  pay: () => void;
  /** Forgets the attempt (e.g. after the cart was refreshed): the next press is a new purchase. */
  startOver: () => void;
}

/**
 * One checkout attempt with its idempotency key. The key is made on the first press and reused on a
 * retry whose outcome is unknown (network, timeout, 5xx), so the server answers the first purchase
 * instead of making a second; a definite refusal (422) ends the attempt and the next press gets a new key.
 */
export function usePurchase(api: ApiClient, newKey: () => string, onSuccess: (receipt: Receipt) => void): UsePurchase {
  const [state, setState] = useState<PurchaseState>({ status: 'idle' });
  const key = useRef<string | null>(null);
  // A ref, not the state: two presses in one frame both see the old state.
  const locked = useRef(false);

  const pay = useCallback(() => {
    if (locked.current) return;
    locked.current = true;
    key.current ??= newKey();
    setState({ status: 'submitting' });
    purchaseCart(api, key.current).then(
      (receipt) => {
        // Stays locked: the cart is bought, and the page is on its way to the receipt.
        setState({ status: 'success', receipt });
        onSuccess(receipt);
      },
      (error: unknown) => {
        const failure = toPurchaseFailure(error);
        if (isSettled(failure)) key.current = null;
        locked.current = false;
        setState({ status: 'error', failure });
      },
    );
  }, [api, newKey, onSuccess]);

  const startOver = useCallback(() => {
    if (locked.current) return;
    key.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, pay, startOver };
}
