import type { Amount } from './catalogue';
import type { Receipt } from './purchase';

/** A saved funding source: a tokenised card (never its number or CVV). */
export interface Fund {
  id: string;
  methodCode: 'cc';
  gateway: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'unknown';
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  cardHolderName: string;
  default: boolean;
}

/** `GET /v2/payment_methods` entry (groups spec §3 "Payment method"). */
export interface PaymentMethod {
  code: 'cc' | 'pl' | 'bd' | 'td' | 'ap' | 'gp';
  type: 'card' | 'paypal' | 'bank_deposit' | 'payid' | 'apple_pay' | 'google_pay';
  funds: Fund[];
  availableGateways: string[];
  attributes: { cart: boolean; withdraw: boolean; digitalWallets: boolean; failedVerification: boolean };
  rules: { enabled: boolean; minAmount: Amount; maxAmount: Amount; cscRequired: boolean };
}

export type DepositStatus = 'succeeded' | 'requires_action' | 'failed' | 'pending';

/** Answer of `POST /v2/funds/{id}/deposit` and `GET /v2/deposits/{id}`. */
export interface Deposit {
  id: string;
  status: DepositStatus;
  amount: Amount;
  /** Where to send the customer when the gateway needs them (3-D Secure challenge, PayPal). */
  redirectUrl: string | null;
  /** The gateway's message on failure, e.g. "Your bank declined this payment. Try another card or contact your bank.". */
  message: string | null;
  createdAt: string;
  /** Groups spec §3 "Deposit purchase types": a plain top-up is ad_hoc; a checkout deposit also buys the cart. */
  purchaseType: DepositPurchaseType;
  /** The checkout a checkout deposit paid for, once bought. */
  checkoutId: string | null;
  /** Why a checkout deposit's purchase did not go ahead (the money stays in the wallet). */
  purchaseMessage: string | null;
  /** How the money came in: cc card, pl PayPal, ap Apple Pay, gp Google Pay, bd bank transfer, td PayID. */
  methodCode?: DepositMethodCode;
  /** The ledger transaction of a succeeded deposit (its summary page's id). */
  transactionId?: string | null;
}

export type DepositMethodCode = 'cc' | 'pl' | 'ap' | 'gp' | 'bd' | 'td';

/** `GET /v2/funds/bd/reference`: what to quote on a bank transfer or PayID payment, and where to send it. */
export interface BankDepositDetails {
  reference: string;
  accountName: string;
  bsb: string;
  accountNumber: string;
  payId: string;
}

export type DepositPurchaseType = 'ad_hoc' | 'checkout';

/** `POST {cart}/deposit_purchase` body (groups spec §7): the card deposit, then the purchase it pays for. */
export interface DepositPurchaseRequest {
  deposit: { fundId: string; /** Minor units; at least what the wallet is short. */ amount: number; csc?: string };
  purchase: { channelKey?: string; metadata?: Record<string, string>; partnerKey?: string };
}

/**
 * Answer of `POST {cart}/deposit_purchase` (groups spec §3 "Deposit-purchase: checkout receipt and deposit").
 * `receipt` is null until the deposit succeeds: after a 3-D Secure challenge the purchase completes when the
 * customer comes back, and `deposit.checkoutId` then names the receipt.
 */
export interface DepositPurchase {
  deposit: Deposit;
  receipt: Receipt | null;
}
