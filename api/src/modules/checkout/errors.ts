import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Deposit-and-purchase refusals; the purchase and funds catalogues cover the rest. */
export const CHECKOUT_ERRORS = {
  paymentInProgress: define('payment_in_progress', 409, 'A payment for your order is already on its way. Please wait a moment, then check your cart or your transactions before trying again.'),
  // Kept as the deposit's purchase message: the customer reads it after the bank's check.
  cartChanged: define(
    'cart_changed',
    422,
    'Your cart changed while your bank checked the payment, so we did not buy it. Your deposit of %s is in your wallet: check your cart and pay from your wallet.',
  ),
} as const;
