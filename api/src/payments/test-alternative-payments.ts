import { createHash } from 'node:crypto';
import { FAILURE_MESSAGES } from './failure-codes';
import type { FailureCode } from './failure-codes';
import type { PaymentFailure, PaymentSucceeded, RedirectOutcome, RedirectPaymentRequest, RedirectStart, WalletChargeRequest } from './gateway';
import { PaymentError, PAYMENT_ERRORS } from './payment-errors';
import { ownValue } from '../lib/own-keys';

/** The PayPal-style accounts the approval page knows (README): these decline; any other email approves. */
export const TEST_PAYPAL_ACCOUNTS = {
  approves: 'buyer@paypal.example',
  declined: 'declined@paypal.example',
  insufficientFunds: 'nofunds@paypal.example',
} as const;

/** The one-use tokens the simulated Apple Pay / Google Pay sheet hands over (README). */
export const TEST_WALLET_TOKENS = {
  approved: 'wallet_tok_approved',
  declined: 'wallet_tok_declined',
  insufficientFunds: 'wallet_tok_insufficient_funds',
} as const;

const ACCOUNT_DECLINES: Readonly<Record<string, FailureCode>> = { [TEST_PAYPAL_ACCOUNTS.declined]: 'do_not_honour', [TEST_PAYPAL_ACCOUNTS.insufficientFunds]: 'insufficient_funds' };
const WALLET_DECLINES: Readonly<Record<string, FailureCode>> = { [TEST_WALLET_TOKENS.declined]: 'do_not_honour', [TEST_WALLET_TOKENS.insufficientFunds]: 'insufficient_funds' };

/** What the approval page shows and where it sends the customer back to. */
export interface RedirectDescription {
  gatewayReference: string;
  amount: number;
  currency: string;
  returnUrl: string;
  status: RedirectOutcome['status'];
}

interface RedirectRecord {
  amount: number;
  currency: string;
  returnUrl: string;
  outcome: RedirectOutcome;
}

/** The money rules every test-gateway payment shares (amount, currency, limits): a failure, or null when it may go ahead. */
export type AmountDecision = (amount: number, currency: string) => PaymentFailure | null;

const failure = (code: FailureCode): PaymentFailure => ({ status: 'failed', code, message: FAILURE_MESSAGES[code] });
const fingerprintOf = (parts: readonly unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * The test gateway's PayPal-style redirect payments and digital wallet charges, kept in memory like its
 * card charges. A redirect payment is approved or cancelled on the gateway's own page (served by the API
 * at `<redirectBaseUrl>/<reference>`); only that page decides it, so a forged return credits nothing.
 */
export class TestAlternativePayments {
  private readonly redirects = new Map<string, RedirectRecord>();
  private readonly redirectKeys = new Map<string, { fingerprint: string; result: RedirectStart }>();
  private readonly walletKeys = new Map<string, { fingerprint: string; result: PaymentSucceeded | PaymentFailure }>();

  constructor(
    private readonly options: {
      redirectBaseUrl: string;
      reference: (prefix: string) => string;
      /** Validates the request's shape (throws `invalid_payment_request`). */
      checkRequest: (request: { amount: unknown; currency: unknown; idempotencyKey: unknown; returnUrl?: unknown }) => void;
      decideAmount: AmountDecision;
    },
  ) {}

  startRedirectPayment(request: RedirectPaymentRequest): RedirectStart {
    this.options.checkRequest(request);
    const fingerprint = fingerprintOf(['redirect', request.amount, request.currency, request.returnUrl]);
    const previous = this.redirectKeys.get(request.idempotencyKey);
    if (previous) {
      if (previous.fingerprint !== fingerprint) throw new PaymentError(PAYMENT_ERRORS.gatewayIdempotencyConflict, [request.idempotencyKey, 'redirect payment (another amount, currency or return URL)']);
      return structuredClone(previous.result);
    }
    const refused = this.options.decideAmount(request.amount, request.currency);
    let result: RedirectStart;
    if (refused) result = refused;
    else {
      const gatewayReference = this.options.reference('pp');
      this.redirects.set(gatewayReference, { amount: request.amount, currency: request.currency, returnUrl: request.returnUrl, outcome: { status: 'pending' } });
      result = { status: 'requires_action', gatewayReference, redirectUrl: `${this.options.redirectBaseUrl}/${gatewayReference}` };
    }
    this.redirectKeys.set(request.idempotencyKey, { fingerprint, result });
    return structuredClone(result);
  }

  /** The approval page's Approve (with the account's email) or Cancel; the first decision is final. */
  decideRedirect(gatewayReference: string, decision: { action: 'approve' | 'cancel'; email?: string }): RedirectOutcome {
    const record = this.find(gatewayReference);
    if (record.outcome.status !== 'pending') return structuredClone(record.outcome);
    if (decision.action === 'cancel') record.outcome = { status: 'cancelled' };
    else {
      const decline = ACCOUNT_DECLINES[(decision.email ?? '').trim().toLowerCase()];
      record.outcome = decline ? failure(decline) : { status: 'succeeded', gatewayReference };
    }
    return structuredClone(record.outcome);
  }

  redirectOutcome(gatewayReference: string): RedirectOutcome {
    return structuredClone(this.find(gatewayReference).outcome);
  }

  describeRedirect(gatewayReference: string): RedirectDescription | null {
    const record = this.redirects.get(gatewayReference);
    if (!record) return null;
    return { gatewayReference, amount: record.amount, currency: record.currency, returnUrl: record.returnUrl, status: record.outcome.status };
  }

  chargeWallet(request: WalletChargeRequest): PaymentSucceeded | PaymentFailure {
    this.options.checkRequest(request);
    if (request.wallet !== 'apple_pay' && request.wallet !== 'google_pay') throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, ['wallet must be apple_pay or google_pay']);
    if (typeof request.walletToken !== 'string' || !request.walletToken.startsWith('wallet_tok_')) throw new PaymentError(PAYMENT_ERRORS.invalidCardToken, ['test']);
    const fingerprint = fingerprintOf(['wallet', request.wallet, request.walletToken, request.amount, request.currency]);
    const previous = this.walletKeys.get(request.idempotencyKey);
    if (previous) {
      if (previous.fingerprint !== fingerprint) throw new PaymentError(PAYMENT_ERRORS.gatewayIdempotencyConflict, [request.idempotencyKey, 'wallet charge (another token, amount or currency)']);
      return structuredClone(previous.result);
    }
    const decline = ownValue(WALLET_DECLINES, request.walletToken);
    const result = this.options.decideAmount(request.amount, request.currency) ?? (decline ? failure(decline) : { status: 'succeeded' as const, gatewayReference: this.options.reference('ch') });
    this.walletKeys.set(request.idempotencyKey, { fingerprint, result });
    return structuredClone(result);
  }

  private find(gatewayReference: unknown): RedirectRecord {
    const record = typeof gatewayReference === 'string' ? this.redirects.get(gatewayReference) : undefined;
    if (!record) throw new PaymentError(PAYMENT_ERRORS.unknownPayment, [String(gatewayReference).slice(0, 64), 'test']);
    return record;
  }
}
