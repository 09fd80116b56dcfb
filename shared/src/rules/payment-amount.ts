/** Cart figures in minor units for `paymentAmount`. */
export interface PaymentAmountInput {
  cartTotal: number;
  preOrderTotal: number;
  /** The customer chose to pay from their wallet balance. */
  walletPurchase: boolean;
  balance: number;
}

/**
 * What the payment method is charged now, in minor units (storefront §5): cart total minus
 * pre-order total; with wallet purchase on and a balance lower than that, the balance is subtracted.
 * A balance that covers it all leaves the amount as is: the wallet pays it.
 */
export function paymentAmount({ cartTotal, preOrderTotal, walletPurchase, balance }: PaymentAmountInput): number {
  const dueNow = Math.max(0, cartTotal - preOrderTotal);
  // A negative balance (not possible on our ledger, but possible in a stale client copy) must never raise the charge.
  const usable = Math.max(0, balance);
  return walletPurchase && usable < dueNow ? dueNow - usable : dueNow;
}
