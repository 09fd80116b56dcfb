import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Deposit } from '@drawfront/shared/contract/funds';
import { isSafeRedirectUrl } from '@drawfront/shared/rules/redirect-url';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { createDeposit } from '../api/funds-api';
import { DEPOSIT_FAILED_MESSAGE, depositFailureMessage, isOutcomeUnknown } from '@drawfront/shared/rules/deposit-failure';
import { depositDetailsPath } from '../model/funds-paths';

export type DepositState = { status: 'idle' } | { status: 'submitting' } | { status: 'redirecting' } | { status: 'failed'; message: string };

export interface DepositEffects {
  /** Goes to a page of this remote (the details page). */
  navigate: (to: string) => void;
  /** Leaves the site for the bank's 3-D Secure page. */
  assignLocation: (url: string) => void;
  newIdempotencyKey: () => string;
}

interface Attempt {
  fundId: string;
  amount: number;
  key: string;
}

/**
 * Runs one deposit attempt. The idempotency key belongs to the attempt (card and amount): it is kept
 * when the outcome is unknown (timeout, 5xx), so trying again cannot charge twice, and dropped once
 * the API has answered or the customer changes card or amount.
 */
export function useDeposit(api: ApiClient, effects: DepositEffects) {
  const [state, setState] = useState<DepositState>({ status: 'idle' });
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const { navigate, assignLocation, newIdempotencyKey } = effects;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const settle = useCallback(
    (deposit: Deposit) => {
      if (deposit.status === 'succeeded') navigate(depositDetailsPath(deposit.id, 'success'));
      else if (deposit.status === 'requires_action' && isSafeRedirectUrl(deposit.redirectUrl)) {
        setState({ status: 'redirecting' });
        assignLocation(deposit.redirectUrl as string);
      } else if (deposit.status === 'pending') navigate(depositDetailsPath(deposit.id));
      else setState({ status: 'failed', message: deposit.status === 'failed' ? depositFailureMessage(deposit.message) : DEPOSIT_FAILED_MESSAGE });
    },
    [navigate, assignLocation],
  );

  const submit = useCallback(
    async (fundId: string, amount: number) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const current = attempt.current;
      const key = current && current.fundId === fundId && current.amount === amount ? current.key : newIdempotencyKey();
      attempt.current = { fundId, amount, key };
      setState({ status: 'submitting' });
      try {
        const deposit = await createDeposit(api, { fundId, amount, idempotencyKey: key });
        attempt.current = null;
        if (mounted.current) settle(deposit);
      } catch (error) {
        const unknown = isOutcomeUnknown(error);
        if (!unknown) attempt.current = null;
        if (mounted.current) setState({ status: 'failed', message: unknown ? DEPOSIT_FAILED_MESSAGE : errorMessage(error, DEPOSIT_FAILED_MESSAGE) });
      } finally {
        inFlight.current = false;
      }
    },
    [api, newIdempotencyKey, settle],
  );

  return { state, submit };
}
