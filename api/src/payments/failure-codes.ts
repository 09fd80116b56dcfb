/**
 * Why a charge, challenge or refund failed: a `failed` result carries one of these codes and the
 * message to show the customer. Real gateways map their own decline codes onto these, falling back
 * to `declined`; the message is the gateway's own where it gives one ("Do not honour").
 */
export const FAILURE_CODES = [
  'declined',
  'do_not_honour',
  'insufficient_funds',
  'expired_card',
  'invalid_csc',
  'csc_required',
  'processing_error',
  'authentication_failed',
  'authentication_expired',
  'amount_too_small',
  'amount_too_large',
  'currency_not_supported',
  'refund_exceeds_charge',
  'not_refundable',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** Groups spec §5: the failed-deposit message when the gateway gives none (or a technical one). */
export const FAILED_DEPOSIT_MESSAGE = "We're experiencing technical difficulties. Please reload the page to try again.";

/** The customer-facing text of each failure when the gateway gives none. */
export const FAILURE_MESSAGES: Readonly<Record<FailureCode, string>> = {
  declined: 'Your card was declined',
  do_not_honour: 'Do not honour',
  insufficient_funds: 'Insufficient funds',
  expired_card: 'Your card has expired',
  invalid_csc: 'The card security code is invalid',
  csc_required: 'Please enter the card security code',
  processing_error: FAILED_DEPOSIT_MESSAGE,
  authentication_failed: 'Authentication failed',
  authentication_expired: 'Authentication expired. Please try again.',
  amount_too_small: 'The amount is below the minimum',
  amount_too_large: 'The amount is above the maximum',
  currency_not_supported: 'This currency is not supported',
  refund_exceeds_charge: 'The refund is more than what is left of the payment',
  not_refundable: 'This payment cannot be refunded',
};
