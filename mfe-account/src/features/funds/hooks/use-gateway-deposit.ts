import { useEffect, useRef } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Deposit } from '@drawfront/shared/contract/funds';
import { useSubmitOnce } from '@drawfront/shared/data/use-submit-once';
import { DEPOSIT_FAILED_MESSAGE, depositFailureMessage, isOutcomeUnknown } from '@drawfront/shared/rules/deposit-failure';
import { isSafeRedirectUrl } from '@drawfront/shared/rules/redirect-url';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { createGatewayDeposit } from '../api/funds-api';
import type { GatewayDepositRequest } from '../api/funds-api';
import { depositDetailsPath } from '../model/funds-paths';
import type { DepositEffects, DepositState } from './use-deposit';

type Attempt = Omit<GatewayDepositRequest, 'idempotencyKey'>;
interface Failure {
  message: string;
  outcomeUnknown: boolean;
}

const sameAttempt = (a: Attempt, b: Attempt) => a.method === b.method && a.gateway === b.gateway && a.amount === b.amount && a.walletToken === b.walletToken;

/**
 * One press of PayPal, Apple Pay or Google Pay, on the shared submit-once hook with an idempotency key
 * per attempt (kept while the outcome is unknown, so trying again cannot pay twice). PayPal leaves the
 * site for the gateway's approval page; a wallet payment lands on the deposit's summary.
 */
export function useGatewayDeposit(api: ApiClient, effects: DepositEffects) {
  const { navigate, pathTo, assignLocation, newIdempotencyKey } = effects;
  const deposit = useSubmitOnce<Attempt, Deposit, Failure>({
    send: (attempt, key) => createGatewayDeposit(api, { ...attempt, idempotencyKey: key as string }),
    toFailure: (error) => {
      const outcomeUnknown = isOutcomeUnknown(error);
      return { outcomeUnknown, message: outcomeUnknown ? DEPOSIT_FAILED_MESSAGE : errorMessage(error, DEPOSIT_FAILED_MESSAGE) };
    },
    idempotency: { newKey: newIdempotencyKey, isSettled: (failure) => !failure.outcomeUnknown, sameAttempt },
  });

  const answer = deposit.state.status === 'success' ? deposit.state.result : null;
  const acted = useRef<Deposit | null>(null);
  useEffect(() => {
    if (!answer || acted.current === answer) return;
    acted.current = answer;
    if (answer.status === 'requires_action' && isSafeRedirectUrl(answer.redirectUrl)) assignLocation(answer.redirectUrl as string);
    else if (answer.status === 'succeeded' || answer.status === 'pending') {
      const summary = answer.status === 'succeeded' && answer.transactionId ? pathTo('deposit-summary', { transactionID: answer.transactionId }) : null;
      const to = summary ?? depositDetailsPath(pathTo, answer.id, answer.status === 'succeeded' ? 'success' : undefined);
      if (to) navigate(to);
    }
  }, [answer, navigate, pathTo, assignLocation]);

  let state: DepositState;
  const current = deposit.state;
  if (current.status === 'error') state = { status: 'failed', message: current.failure.message };
  else if (current.status !== 'success') state = current;
  else if (current.result.status === 'failed') state = { status: 'failed', message: depositFailureMessage(current.result.message) };
  else state = current.result.status === 'requires_action' ? { status: 'redirecting' } : { status: 'submitting' };
  return { state, submit: deposit.submit };
}
