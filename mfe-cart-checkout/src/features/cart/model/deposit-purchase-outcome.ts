import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { DepositPurchase } from '@drawfront/shared/contract/funds';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { depositFailureMessage, isOutcomeUnknown } from '@drawfront/shared/rules/deposit-failure';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { toPurchaseFailure } from './purchase-failure';
import type { PurchaseFailure } from './purchase-failure';

/** Where a deposit-and-purchase answer leaves the customer (groups spec §4 "Deposit-purchase with receipt"). */
export type DepositPurchaseOutcome =
  | { kind: 'bought'; receipt: Receipt }
  /** The bank wants to check it is them: on to the deposit's authorisation page. */
  | { kind: 'challenge'; depositId: string }
  /** The card was declined: the gateway's message, or the spec's default. Nothing was bought or charged. */
  | { kind: 'declined'; message: string }
  /** The deposit is in the wallet but the order was not bought (it changed, or a limit was reached). */
  | { kind: 'deposited'; message: string };

export function toDepositPurchaseOutcome({ deposit, receipt }: DepositPurchase): DepositPurchaseOutcome {
  if (receipt) return { kind: 'bought', receipt };
  if (deposit.status === 'requires_action') return { kind: 'challenge', depositId: deposit.id };
  if (deposit.status === 'succeeded') return { kind: 'deposited', message: deposit.purchaseMessage ?? depositFailureMessage(null) };
  return { kind: 'declined', message: depositFailureMessage(deposit.message) };
}

/** Why the call itself failed: a field error on the amount or card, a refusal of the order, or an unknown outcome. */
export type DepositPurchaseFailure =
  | { kind: 'fields'; errors: Partial<Record<'amount' | 'csc' | 'fund', string>> }
  | { kind: 'order'; failure: PurchaseFailure }
  | { kind: 'unknown'; message: string };

export function toDepositPurchaseFailure(error: unknown): DepositPurchaseFailure {
  if (isOutcomeUnknown(error)) return { kind: 'unknown', message: errorMessage(error) };
  if (error instanceof ApiError) {
    const first = (name: string) => {
      const messages = error.errors[name];
      return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
    };
    const fields = { amount: first('amount'), csc: first('csc'), fund: error.code === 'fund_not_found' ? errorMessage(error) : undefined };
    if (fields.amount || fields.csc || fields.fund) return { kind: 'fields', errors: Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) };
  }
  return { kind: 'order', failure: toPurchaseFailure(error) };
}
