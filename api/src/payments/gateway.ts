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

/** Whether the card draws on credit or on the holder's own money, as the issuer's BIN says; unknown when the gateway cannot tell. */
export type CardFunding = 'credit' | 'debit' | 'unknown';

/** What a gateway hands back for a card: a token to charge and what may be shown or stored. */
export interface CardToken {
  /** Opaque; the only thing that is stored to charge the card again. */
  token: string;
  brand: CardBrand;
  funding: CardFunding;
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
  /** For the customer, e.g. "Your bank declined this payment. Try another card or contact your bank."; never carries card data. */
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

/** A PayPal-style payment: the customer approves it on the gateway's own page, then comes back to `returnUrl`. */
export interface RedirectPaymentRequest {
  amount: number;
  currency: string;
  /** Same key and same request: the first payment again (same approval page). */
  idempotencyKey: string;
  /** Where the gateway's page sends the browser back to, approved or not (http or https). */
  returnUrl: string;
}

export type RedirectStart = { status: 'requires_action'; gatewayReference: string; redirectUrl: string } | PaymentFailure;

/** Where a redirect payment stands; the first decision on the gateway's page is final. */
export type RedirectOutcome = { status: 'pending' } | { status: 'cancelled' } | PaymentSucceeded | PaymentFailure;

export type DigitalWallet = 'apple_pay' | 'google_pay';

/** A digital wallet payment: the wallet's sheet on the device hands the page a one-use token for the card in it. */
export interface WalletChargeRequest {
  wallet: DigitalWallet;
  walletToken: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

/** The optional ways to pay a gateway may offer besides saved cards. */
export interface AlternativePayments {
  startRedirectPayment(request: RedirectPaymentRequest): Promise<RedirectStart>;
  redirectOutcome(gatewayReference: string): Promise<RedirectOutcome>;
  chargeWallet(request: WalletChargeRequest): Promise<PaymentSucceeded | PaymentFailure>;
}

/** Whether a gateway also takes redirect (PayPal-style) and digital wallet payments. */
export const offersAlternativePayments = (gateway: PaymentGateway): gateway is PaymentGateway & AlternativePayments =>
  typeof (gateway as Partial<AlternativePayments>).startRedirectPayment === 'function' && typeof (gateway as Partial<AlternativePayments>).chargeWallet === 'function';

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
