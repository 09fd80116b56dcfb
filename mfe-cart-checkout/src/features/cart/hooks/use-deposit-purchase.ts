import { useCallback, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { depositAndPurchase } from '../api/deposit-purchase';
import type { DepositPurchaseInput } from '../api/deposit-purchase';
import { toDepositPurchaseFailure, toDepositPurchaseOutcome } from '../model/deposit-purchase-outcome';
import type { DepositPurchaseFailure, DepositPurchaseOutcome } from '../model/deposit-purchase-outcome';

/** The pay-by-card form's states (storefront §4 "Forms"). */
export type DepositPurchaseState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'done'; outcome: DepositPurchaseOutcome }
  | { status: 'error'; failure: DepositPurchaseFailure };

/**
 * One "top up and pay" attempt with its idempotency key. The key is kept for a retry whose outcome is
 * unknown (network, timeout, 5xx), so the server answers the first attempt instead of charging again;
 * any definite answer ends the attempt, and the next press is a new one with a new key.
 */
export function useDepositPurchase(api: ApiClient, newKey: () => string, onOutcome: (outcome: DepositPurchaseOutcome) => void) {
  const [state, setState] = useState<DepositPurchaseState>({ status: 'idle' });
  const key = useRef<string | null>(null);
  const last = useRef<DepositPurchaseInput | null>(null);
  const locked = useRef(false);

  const submit = useCallback(
    (input: DepositPurchaseInput) => {
      if (locked.current) return;
      locked.current = true;
      // Another amount or card is another request: it needs its own key.
      if (last.current && (last.current.fundId !== input.fundId || last.current.amount !== input.amount)) key.current = null;
      key.current ??= newKey();
      last.current = input;
      setState({ status: 'submitting' });
      depositAndPurchase(api, key.current, input).then(
        (answer) => {
          const outcome = toDepositPurchaseOutcome(answer);
          key.current = null;
          // A bought order or a bank check moves the page on; stay locked so nothing is sent twice meanwhile.
          locked.current = outcome.kind === 'bought' || outcome.kind === 'challenge';
          setState({ status: 'done', outcome });
          onOutcome(outcome);
        },
        (error: unknown) => {
          const failure = toDepositPurchaseFailure(error);
          if (failure.kind !== 'unknown') key.current = null;
          locked.current = false;
          setState({ status: 'error', failure });
        },
      );
    },
    [api, newKey, onOutcome],
  );

  return { state, submit };
}
