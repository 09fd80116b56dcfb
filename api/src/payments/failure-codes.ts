/**
 * Why a charge, challenge or refund failed: a `failed` result carries one of these codes and the
 * message to show the customer. Real gateways map their own decline codes onto these, falling back
 * to `declined`. The message is ours (FAILURE_MESSAGES), in plain words: a bank's own response text
 * ("Do not honour") means nothing to a customer. A gateway whose messages are written for cardholders
 * may give its own (Stripe's card errors).
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

/** A bank's refusal that gives no reason the customer can act on. */
export const BANK_DECLINED_MESSAGE = 'Your bank declined this payment. Try another card or contact your bank.';

/** The customer-facing text of each failure: what happened and what to do next, never the bank's code. */
export const FAILURE_MESSAGES: Readonly<Record<FailureCode, string>> = {
  declined: BANK_DECLINED_MESSAGE,
  do_not_honour: BANK_DECLINED_MESSAGE,
  insufficient_funds: 'Your bank declined this payment: there are not enough funds on the card. Try a smaller amount or another card.',
  expired_card: 'This card has expired. Check its expiry date or use another card.',
  invalid_csc: "The card's security code doesn't match. Check the 3 or 4 digits and try again.",
  csc_required: "Enter the card's security code to pay with it.",
  processing_error: FAILED_DEPOSIT_MESSAGE,
  authentication_failed: "Your bank couldn't confirm it was you, so nothing was charged. Try again or use another card.",
  authentication_expired: "Your bank's check timed out, so nothing was charged. Please try again.",
  amount_too_small: 'The amount is below the minimum',
  amount_too_large: 'The amount is above the maximum',
  currency_not_supported: "This card can't be charged in this currency. Try another card.",
  refund_exceeds_charge: 'The refund is more than what is left of the payment',
  not_refundable: 'This payment cannot be refunded',
};
