import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { DepositPurchase } from '@drawfront/shared/contract/funds';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { depositFailureMessage, isOutcomeUnknown } from '@drawfront/shared/rules/deposit-failure';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { toPurchaseFailure } from './purchase-failure';
import type { PurchaseFailure } from './purchase-failure';

/** A deposit-and-purchase that moves the page on (groups spec §4 "Deposit-purchase with receipt"): the form stays locked. */
export type DepositPurchaseOutcome =
  | { kind: 'bought'; receipt: Receipt }
  /** The bank wants to check it is them: on to the deposit's authorisation page. */
  | { kind: 'challenge'; depositId: string };

/**
 * An answer that bought nothing, so the attempt is over and the next press is a new one: the card was
 * declined (nothing charged), or the deposit is in the wallet but the order was not bought (it changed,
 * or a limit was reached). Thrown by `toDepositPurchaseOutcome`, so the form shows it as its error.
 */
export class NotBought extends Error {
  constructor(
    readonly kind: 'declined' | 'deposited',
    message: string,
  ) {
    super(message);
    this.name = 'NotBought';
  }
}

/** Where the answer leaves the customer; throws NotBought when it bought nothing. */
export function toDepositPurchaseOutcome({ deposit, receipt }: DepositPurchase): DepositPurchaseOutcome {
  if (receipt) return { kind: 'bought', receipt };
  if (deposit.status === 'requires_action') return { kind: 'challenge', depositId: deposit.id };
  if (deposit.status === 'succeeded') throw new NotBought('deposited', deposit.purchaseMessage ?? depositFailureMessage(null));
  throw new NotBought('declined', depositFailureMessage(deposit.message));
}

/** Why nothing was bought: the answer's own reason, a field error on the amount or card, a refusal of the order, or an unknown outcome. */
export type DepositPurchaseFailure =
  /** The gateway's message, or the spec's default. Nothing was bought or charged. */
  | { kind: 'declined'; message: string }
  /** The deposit went in; `message` says why the order did not. */
  | { kind: 'deposited'; message: string }
  | { kind: 'fields'; errors: Partial<Record<'amount' | 'csc' | 'fund', string>> }
  | { kind: 'order'; failure: PurchaseFailure }
  | { kind: 'unknown'; message: string };

export function toDepositPurchaseFailure(error: unknown): DepositPurchaseFailure {
  if (error instanceof NotBought) return { kind: error.kind, message: error.message };
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

/** Whether the server answered: only an unknown outcome keeps the idempotency key for the next press. */
export const isDepositPurchaseSettled = (failure: DepositPurchaseFailure): boolean => failure.kind !== 'unknown';
