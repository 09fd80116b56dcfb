import type { CardBrand } from './card-brand';
import type { FailureCode } from './failure-codes';
import type { ChallengeWindowSize } from './three-d-secure';

/** Card details as typed into the card form. They go into `tokenizeCard` and nowhere else. */
export interface CardDetails {
  /** The card number; spaces and hyphens are allowed. */
  number: string;
  expiryMonth: number;
  /** Four digits, or two (26 reads as 2026). */
  expiryYear: number;
  csc: string;
  holderName: string;
}

/** What a gateway hands back for a card: a token to charge and what may be shown or stored. */
export interface CardToken {
  /** Opaque; the only thing that is stored to charge the card again. */
  token: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  /** Always four digits. */
  expiryYear: number;
}

export interface ChargeRequest {
  token: string;
  /** Integer minor units (cents). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Same key and same request: the first result again; same key and another request: `gateway_idempotency_conflict`. */
  idempotencyKey: string;
  /** The card security code, when the gateway wants it again for a saved card. Never stored. */
  csc?: string;
  /** Where the customer comes back to after a 3-D Secure challenge (http or https). */
  returnUrl: string;
  /** The browser's details for 3-D Secure (see `browserInfoFromDevice`). */
  deviceData?: unknown;
}

export interface PaymentFailure {
  status: 'failed';
  code: FailureCode;
  /** For the customer, e.g. "Do not honour"; never carries card data. */
  message: string;
}

export interface PaymentSucceeded {
  status: 'succeeded';
  gatewayReference: string;
}

export interface ChallengeRequired {
  status: 'requires_action';
  gatewayReference: string;
  challenge: {
    /** The page the customer completes the 3-D Secure challenge on (the deposit's `redirectUrl`). */
    url: string;
    windowSize: ChallengeWindowSize;
    /** ISO time after which completing the challenge fails with `authentication_expired`. */
    expiresAt: string;
  };
}

export type ChargeResult = PaymentSucceeded | ChallengeRequired | PaymentFailure;
export type ChallengeResult = PaymentSucceeded | PaymentFailure;

/**
 * What came back from the challenge page (the query or form fields on `returnUrl`). The test
 * gateway reads `{ outcome: 'approve' | 'deny' }`; a real gateway reads its own fields (e.g. `cres`).
 */
export type ChallengeAnswer = Readonly<Record<string, string | undefined>>;

export interface RefundRequest {
  gatewayReference: string;
  /** Integer minor units; at most what is left of the charge. */
  amount: number;
  idempotencyKey: string;
}

export type RefundResult = { status: 'succeeded'; refundReference: string; amount: number } | PaymentFailure;

/**
 * The interface every card gateway implements (the built-in test gateway, and stripe, braintree, …
 * behind it later). A decline is a `failed` result; a call that cannot be made at all (bad token,
 * malformed request, unknown payment, reused idempotency key) throws a `PaymentError`.
 */
export interface PaymentGateway {
  /** The key funds and deposits name the gateway by ('test', 'stripe', …). */
  readonly key: string;
  /** Charge limits in minor units (the payment method's rules.minAmount / maxAmount). */
  readonly limits: { readonly minAmount: number; readonly maxAmount: number };
  readonly currencies: readonly string[];
  /** Whether a charge on a saved card needs the CSC again (the payment method's rules.cscRequired). */
  readonly cscRequired: boolean;
  /** Validates the card and exchanges it for a token; throws `invalid_card` with field errors. */
  tokenizeCard(card: CardDetails): Promise<CardToken>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Finishes a `requires_action` charge; completing it again returns the first outcome. */
  completeChallenge(gatewayReference: string, answer: ChallengeAnswer): Promise<ChallengeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
