import type { Amount } from './catalogue';

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
  code: 'cc' | 'pl' | 'bd' | 'td';
  type: 'card' | 'paypal' | 'bank_deposit' | 'payid';
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
  /** The gateway's message on failure, e.g. "Do not honour". */
  message: string | null;
  createdAt: string;
}
