import { useEffect, useRef } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Deposit } from '@drawfront/shared/contract/funds';
import { MONEY_MOVED } from '@drawfront/shared/data/query-defaults';
import { useMutation } from '@drawfront/shared/data/use-mutation';
import type { SubmitState } from '@drawfront/shared/data/use-submit-once';
import { DEPOSIT_FAILED_MESSAGE, depositFailureMessage, isOutcomeUnknown } from '@drawfront/shared/rules/deposit-failure';
import { isSafeRedirectUrl } from '@drawfront/shared/rules/redirect-url';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { createDeposit } from '../api/funds-api';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { depositDetailsPath } from '../model/funds-paths';

export type DepositState = { status: 'idle' } | { status: 'submitting' } | { status: 'redirecting' } | { status: 'failed'; message: string };

export interface DepositEffects {
  /** Goes to a page of this remote (the details page). */
  navigate: (to: string) => void;
  /** The site's paths, for the deposit's details page. */
  pathTo: PathTo;
  /** Leaves the site for the bank's 3-D Secure page. */
  assignLocation: (url: string) => void;
  newIdempotencyKey: () => string;
}

/** One press of "Deposit": the card and the amount in minor units. */
interface DepositAttempt {
  fundId: string;
  amount: number;
}

interface DepositFailure {
  message: string;
  /** No answer, a 5xx or the same key still in flight: the deposit may have gone through. */
  outcomeUnknown: boolean;
}

function toDepositFailure(error: unknown): DepositFailure {
  const outcomeUnknown = isOutcomeUnknown(error);
  return { outcomeUnknown, message: outcomeUnknown ? DEPOSIT_FAILED_MESSAGE : errorMessage(error, DEPOSIT_FAILED_MESSAGE) };
}

const sameAttempt = (previous: DepositAttempt, next: DepositAttempt) => previous.fundId === next.fundId && previous.amount === next.amount;

const needsBank = (deposit: Deposit) => deposit.status === 'requires_action' && isSafeRedirectUrl(deposit.redirectUrl);

/** What the page shows for the API's answer: a settled deposit goes to its details page, so only these stay. */
function stateOf(submit: SubmitState<Deposit, DepositFailure>): DepositState {
  if (submit.status === 'error') return { status: 'failed', message: submit.failure.message };
  if (submit.status !== 'success') return submit;
  const deposit = submit.result;
  if (needsBank(deposit)) return { status: 'redirecting' };
  if (deposit.status === 'succeeded' || deposit.status === 'pending') return { status: 'submitting' };
  return { status: 'failed', message: deposit.status === 'failed' ? depositFailureMessage(deposit.message) : DEPOSIT_FAILED_MESSAGE };
}

/**
 * Runs one deposit attempt on the shared submit-once hook. The idempotency key belongs to the
 * attempt (card and amount): it is kept when the outcome is unknown (timeout, 5xx), so trying again
 * cannot charge twice, and dropped once the API has answered or the customer changes card or amount.
 */
export function useDeposit(api: ApiClient, effects: DepositEffects) {
  const { navigate, pathTo, assignLocation, newIdempotencyKey } = effects;
  // A deposit changes the balance the header, checkout and this remote show: they read it again.
  const deposit = useMutation<DepositAttempt, Deposit, DepositFailure>({
    invalidates: MONEY_MOVED,
    // The key is always set: `idempotency` is given.
    send: (attempt, key) => createDeposit(api, { ...attempt, idempotencyKey: key as string }),
    toFailure: toDepositFailure,
    idempotency: { newKey: newIdempotencyKey, isSettled: (failure) => !failure.outcomeUnknown, sameAttempt },
  });

  // Where the answer leads is acted on here, not in `onSuccess`: that runs even after the customer
  // has left the page, and nobody should be taken to a deposit's page (or their bank) from elsewhere.
  // A state only lands while the page is mounted; `acted` keeps each answer to one move.
  const answer = deposit.state.status === 'success' ? deposit.state.result : null;
  const acted = useRef<Deposit | null>(null);
  useEffect(() => {
    if (!answer || acted.current === answer) return;
    acted.current = answer;
    const details = depositDetailsPath(pathTo, answer.id, answer.status === 'succeeded' ? 'success' : undefined);
    if (answer.status === 'succeeded' && details) navigate(details);
    else if (needsBank(answer)) assignLocation(answer.redirectUrl as string);
    else if (answer.status === 'pending' && details) navigate(details);
  }, [answer, navigate, pathTo, assignLocation]);

  const { submit } = deposit;
  return { state: stateOf(deposit.state), submit: (fundId: string, amount: number) => submit({ fundId, amount }) };
}
