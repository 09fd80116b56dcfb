import { FAILURE_MESSAGES } from '../failure-codes';
import type { FailureCode } from '../failure-codes';
import type { PaymentFailure } from '../gateway';
import type { StripeErrorBody } from './stripe-api';

// Stripe's decline and error codes (https://docs.stripe.com/declines/codes, /error-codes) onto ours; anything else is `declined`.
const CODES: Readonly<Record<string, FailureCode>> = {
  insufficient_funds: 'insufficient_funds',
  do_not_honor: 'do_not_honour',
  expired_card: 'expired_card',
  incorrect_cvc: 'invalid_csc',
  invalid_cvc: 'invalid_csc',
  processing_error: 'processing_error',
  authentication_required: 'authentication_failed',
  payment_intent_authentication_failure: 'authentication_failed',
  amount_too_small: 'amount_too_small',
  amount_too_large: 'amount_too_large',
  charge_already_refunded: 'not_refundable',
  charge_disputed: 'not_refundable',
};

/** A Stripe decline as a failed result: the decline code wins over the error code; Stripe's message is the customer's. */
export function failureFrom(error: StripeErrorBody | null | undefined): PaymentFailure {
  const code = CODES[error?.decline_code ?? ''] ?? CODES[error?.code ?? ''] ?? 'declined';
  // Stripe's card-error messages are written for the cardholder ("Your card has insufficient funds."); others are not.
  const message = error?.type === 'card_error' && error.message ? error.message : FAILURE_MESSAGES[code];
  return { status: 'failed', code, message };
}
