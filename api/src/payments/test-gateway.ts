import { createHash, randomBytes as cryptoRandomBytes } from 'node:crypto';
import { formatMoney } from '@drawfront/shared/format/money';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { MAX_AMOUNT_MESSAGE, MIN_AMOUNT_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import type { CardBrand } from './card-brand';
import { cscLength } from './card-brand';
import { isExpiryCurrent, validateCard } from './card-validation';
import { FAILURE_MESSAGES } from './failure-codes';
import type { FailureCode } from './failure-codes';
import type {
  CardDetails,
  CardFunding,
  CardToken,
  ChallengeAnswer,
  ChallengeResult,
  ChargeRequest,
  ChargeResult,
  PaymentFailure,
  PaymentGateway,
  PaymentSucceeded,
  RedirectOutcome,
  RedirectPaymentRequest,
  RedirectStart,
  RefundRequest,
  RefundResult,
  WalletChargeRequest,
} from './gateway';
import { TestAlternativePayments } from './test-alternative-payments';
import type { RedirectDescription } from './test-alternative-payments';
import { PaymentError, PAYMENT_ERRORS } from './payment-errors';
import { createTokenSealer } from './sealed-token';
import type { RandomBytes, TokenSealer } from './sealed-token';
import { isCardProfile, testCardBehaviour } from './test-cards';
import type { CardProfile } from './test-cards';
import { browserInfoFromDevice } from './three-d-secure';
import type { ChallengeWindowSize } from './three-d-secure';
import { CARD_CURRENCIES, CARD_DEPOSIT_LIMITS, CHALLENGE_TTL_MS } from './card-rules';

/** The test gateway charges by the platform's card rules, like every real one. */
export const TEST_GATEWAY_LIMITS = CARD_DEPOSIT_LIMITS;
export const TEST_GATEWAY_CURRENCIES = CARD_CURRENCIES;
export { CHALLENGE_TTL_MS };

const MAX_IDEMPOTENCY_KEY = 255;
// Amount limit messages show money the way the currency's home English locale does ("$10.00", "£10.00").
const MESSAGE_LOCALES: Readonly<Record<string, string>> = { AUD: 'en-AU', GBP: 'en-GB', NZD: 'en-NZ', USD: 'en-US', EUR: 'en-IE' };

export interface TestGatewayOptions {
  /** Seals card tokens; instances sharing it accept each other's tokens. */
  secret: string;
  /** The gateway key; 'test' unless a second test gateway is wanted. */
  key?: string;
  /** Current time in ms (default `Date.now`); challenge expiry and card expiry read it. */
  now?: () => number;
  /** Random source for token IVs and references (default `crypto.randomBytes`). */
  randomBytes?: RandomBytes;
  /** Where the challenge page is served; the challenge URL is `<base>/<gatewayReference>`. */
  challengeBaseUrl?: string;
  /** Whether charges need the CSC again (default false). */
  cscRequired?: boolean;
  /** Where the PayPal-style approval page is served; its URL is `<base>/<gatewayReference>`. */
  redirectBaseUrl?: string;
}

interface TokenProfile {
  brand: Exclude<CardBrand, 'unknown'>;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  profile: CardProfile;
  funding: CardFunding;
}

interface Challenge {
  expiresAt: number;
  returnUrl: string;
  windowSize: ChallengeWindowSize;
  outcome: ChallengeResult | null;
}

interface ChargeRecord {
  amount: number;
  currency: string;
  status: 'succeeded' | 'requires_action' | 'failed';
  refunded: number;
  challenge: Challenge | null;
}

interface IdempotentEntry<T> {
  fingerprint: string;
  result: T;
}

/** What the test gateway's challenge page shows and where it sends the customer back to. */
export interface ChallengeDescription {
  gatewayReference: string;
  amount: number;
  currency: string;
  returnUrl: string;
  windowSize: ChallengeWindowSize;
  expiresAt: string;
  status: 'pending' | 'succeeded' | 'failed' | 'expired';
}

const failure = (code: FailureCode, message: string = FAILURE_MESSAGES[code]): PaymentFailure => ({ status: 'failed', code, message });

/**
 * The storefront rule (redirect URLs must be http or https), for an absolute URL. shared's
 * `isSafeRedirectUrl` reads `globalThis.location`, which the API's Node types do not declare.
 */
function isAbsoluteWebUrl(url: unknown): boolean {
  if (typeof url !== 'string' || url.length > 2048) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const fingerprintOf = (parts: readonly unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * The built-in gateway: it validates cards like a real one, declines and challenges on magic numbers,
 * enforces limits and idempotency, and expires challenges. Tokens are sealed (see `sealed-token.ts`)
 * so a token alone decides how a charge goes and no card number is kept anywhere; charges, challenges
 * and idempotency keys live in this instance's memory, as they would in a gateway's sandbox account.
 */
export class TestGateway implements PaymentGateway {
  readonly key: string;
  readonly limits = TEST_GATEWAY_LIMITS;
  readonly currencies: readonly string[] = TEST_GATEWAY_CURRENCIES;
  readonly cscRequired: boolean;

  private readonly now: () => number;
  private readonly randomBytes: RandomBytes;
  private readonly sealer: TokenSealer;
  private readonly challengeBaseUrl: string;
  private readonly charges = new Map<string, ChargeRecord>();
  private readonly chargeKeys = new Map<string, IdempotentEntry<ChargeResult>>();
  private readonly refundKeys = new Map<string, IdempotentEntry<RefundResult>>();
  private readonly alternatives: TestAlternativePayments;

  constructor(options: TestGatewayOptions) {
    if (options.secret.length < 16) throw new Error('the test gateway secret must be at least 16 characters');
    this.key = options.key ?? 'test';
    this.now = options.now ?? Date.now;
    this.randomBytes = options.randomBytes ?? cryptoRandomBytes;
    this.sealer = createTokenSealer(options.secret, this.randomBytes, 'tok');
    this.challengeBaseUrl = (options.challengeBaseUrl ?? '/payments/test/challenges').replace(/\/+$/, '');
    this.cscRequired = options.cscRequired ?? false;
    this.alternatives = new TestAlternativePayments({
      redirectBaseUrl: (options.redirectBaseUrl ?? '/test-gateway/paypal').replace(/\/+$/, ''),
      reference: (prefix) => `${prefix}_${this.randomBytes(12).toString('hex')}`,
      checkRequest: (request) => this.checkRequest(request),
      decideAmount: (amount, currency) => this.decideAmount(amount, currency),
    });
  }

  async startRedirectPayment(request: RedirectPaymentRequest): Promise<RedirectStart> {
    return this.alternatives.startRedirectPayment(request);
  }

  async redirectOutcome(gatewayReference: string): Promise<RedirectOutcome> {
    return this.alternatives.redirectOutcome(gatewayReference);
  }

  async chargeWallet(request: WalletChargeRequest): Promise<PaymentSucceeded | PaymentFailure> {
    return this.alternatives.chargeWallet(request);
  }

  /** The approval page's decision (Approve with the account's email, or Cancel); the first is final. */
  decideRedirect(gatewayReference: string, decision: { action: 'approve' | 'cancel'; email?: string }): RedirectOutcome {
    return this.alternatives.decideRedirect(gatewayReference, decision);
  }

  /** A redirect payment for the approval page; null when there is none. */
  describeRedirect(gatewayReference: string): RedirectDescription | null {
    return this.alternatives.describeRedirect(gatewayReference);
  }

  async tokenizeCard(card: CardDetails): Promise<CardToken> {
    const valid = validateCard(card, this.now());
    const last4 = valid.digits.slice(-4);
    const { profile, funding } = testCardBehaviour(valid.digits);
    const token = this.sealer.seal({ g: this.key, b: valid.brand, l: last4, m: valid.expiryMonth, y: valid.expiryYear, p: profile, f: funding });
    return { token, brand: valid.brand, funding, last4, expiryMonth: valid.expiryMonth, expiryYear: valid.expiryYear };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.checkRequest(request);
    if (request.csc !== undefined && typeof request.csc !== 'string') {
      throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, ['csc must be text']);
    }
    const browser = request.deviceData === undefined || request.deviceData === null ? null : browserInfoFromDevice(request.deviceData);
    const card = this.openToken(request.token);

    const fingerprint = fingerprintOf(['charge', request.token, request.amount, request.currency, request.returnUrl]);
    const previous = this.chargeKeys.get(request.idempotencyKey);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        throw new PaymentError(PAYMENT_ERRORS.gatewayIdempotencyConflict, [request.idempotencyKey, 'charge (another card, amount, currency or return URL)']);
      }
      return structuredClone(previous.result);
    }

    const result = this.decideCharge(request, card, browser?.challengeWindowSize ?? 'FullScreen');
    this.chargeKeys.set(request.idempotencyKey, { fingerprint, result });
    return structuredClone(result);
  }

  /** How many distinct charges were asked for (by idempotency key), as a sandbox account's dashboard shows. */
  chargeCount(): number {
    return this.chargeKeys.size;
  }

  async completeChallenge(gatewayReference: string, answer: ChallengeAnswer): Promise<ChallengeResult> {
    const record = this.findCharge(gatewayReference);
    const challenge = record.challenge;
    if (!challenge) throw new PaymentError(PAYMENT_ERRORS.noChallenge, [gatewayReference]);
    if (challenge.outcome) return structuredClone(challenge.outcome);

    let outcome: ChallengeResult;
    if (this.now() >= challenge.expiresAt) outcome = failure('authentication_expired');
    else if (answer?.outcome === 'approve') outcome = { status: 'succeeded', gatewayReference };
    else if (answer?.outcome === 'deny') outcome = failure('authentication_failed');
    else throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, ["the challenge answer's outcome must be approve or deny"]);

    challenge.outcome = outcome;
    record.status = outcome.status;
    return structuredClone(outcome);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    this.checkMoney(request.amount, 'refund amount', { allowNonPositive: false });
    this.checkIdempotencyKey(request.idempotencyKey);
    const record = this.findCharge(request.gatewayReference);

    const fingerprint = fingerprintOf(['refund', request.gatewayReference, request.amount]);
    const previous = this.refundKeys.get(request.idempotencyKey);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        throw new PaymentError(PAYMENT_ERRORS.gatewayIdempotencyConflict, [request.idempotencyKey, 'refund (another payment or amount)']);
      }
      return structuredClone(previous.result);
    }

    let result: RefundResult;
    if (record.status !== 'succeeded') result = failure('not_refundable');
    else if (record.refunded + request.amount > record.amount) result = failure('refund_exceeds_charge');
    else {
      record.refunded += request.amount;
      result = { status: 'succeeded', refundReference: this.reference('re'), amount: request.amount };
    }
    this.refundKeys.set(request.idempotencyKey, { fingerprint, result });
    return structuredClone(result);
  }

  /** The challenge behind a reference, for the test challenge page; null when there is none. */
  describeChallenge(gatewayReference: string): ChallengeDescription | null {
    const record = this.charges.get(gatewayReference);
    const challenge = record?.challenge;
    if (!record || !challenge) return null;
    const status = challenge.outcome?.status ?? (this.now() >= challenge.expiresAt ? 'expired' : 'pending');
    return {
      gatewayReference,
      amount: record.amount,
      currency: record.currency,
      returnUrl: challenge.returnUrl,
      windowSize: challenge.windowSize,
      expiresAt: new Date(challenge.expiresAt).toISOString(),
      status,
    };
  }

  /** The shape every payment request shares: whole cents, an ISO currency, a usable idempotency key and (when sent) an absolute return URL. */
  private checkRequest(request: { amount: unknown; currency: unknown; idempotencyKey: unknown; returnUrl?: unknown }): void {
    this.checkMoney(request.amount, 'amount', { allowNonPositive: true });
    if (typeof request.currency !== 'string' || !/^[A-Z]{3}$/.test(request.currency)) {
      throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, ['currency must be an ISO 4217 code such as AUD']);
    }
    this.checkIdempotencyKey(request.idempotencyKey);
    if ('returnUrl' in request && !isAbsoluteWebUrl(request.returnUrl)) {
      throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, ['returnUrl must be an absolute http or https URL']);
    }
  }

  /** The currency and the charge limits, which every way to pay shares; null when the amount may be taken. */
  private decideAmount(amount: number, currency: string): PaymentFailure | null {
    if (!this.currencies.includes(currency)) return failure('currency_not_supported');
    if (amount < this.limits.minAmount) {
      return failure('amount_too_small', fillTemplate(MIN_AMOUNT_MESSAGE, { amount: formatMoney(this.limits.minAmount, currency, MESSAGE_LOCALES[currency] ?? 'en-AU') }));
    }
    if (amount > this.limits.maxAmount) {
      return failure('amount_too_large', fillTemplate(MAX_AMOUNT_MESSAGE, { amount: formatMoney(this.limits.maxAmount, currency, MESSAGE_LOCALES[currency] ?? 'en-AU') }));
    }
    return null;
  }

  private decideCharge(request: ChargeRequest, card: TokenProfile, windowSize: ChallengeWindowSize): ChargeResult {
    const refused = this.decideAmount(request.amount, request.currency);
    if (refused) return refused;
    const { amount, currency } = request;
    if (!isExpiryCurrent(card.expiryMonth, card.expiryYear, this.now())) return failure('expired_card');
    const csc = request.csc?.trim();
    if (csc !== undefined && csc !== '' && !new RegExp(`^\\d{${cscLength(card.brand)}}$`).test(csc)) return failure('invalid_csc');
    if (this.cscRequired && (csc === undefined || csc === '')) return failure('csc_required');

    switch (card.profile) {
      case 'do_not_honour':
      case 'insufficient_funds':
      case 'processing_error':
        return failure(card.profile);
      case 'challenge': {
        const gatewayReference = this.reference('ch');
        const expiresAt = this.now() + CHALLENGE_TTL_MS;
        const challenge: Challenge = { expiresAt, returnUrl: request.returnUrl, windowSize, outcome: null };
        this.charges.set(gatewayReference, { amount, currency, status: 'requires_action', refunded: 0, challenge });
        return {
          status: 'requires_action',
          gatewayReference,
          challenge: { url: `${this.challengeBaseUrl}/${gatewayReference}`, windowSize, expiresAt: new Date(expiresAt).toISOString() },
        };
      }
      case 'succeed': {
        const gatewayReference = this.reference('ch');
        this.charges.set(gatewayReference, { amount, currency, status: 'succeeded', refunded: 0, challenge: null });
        return { status: 'succeeded', gatewayReference };
      }
    }
  }

  private openToken(token: unknown): TokenProfile {
    const payload = this.sealer.open(token);
    if (
      !payload ||
      payload.g !== this.key ||
      !['visa', 'mastercard', 'amex'].includes(payload.b as string) ||
      typeof payload.l !== 'string' ||
      !Number.isInteger(payload.m) ||
      !Number.isInteger(payload.y) ||
      !isCardProfile(payload.p)
    ) {
      throw new PaymentError(PAYMENT_ERRORS.invalidCardToken, [this.key]);
    }
    // Tokens sealed before funding was recorded carry none: unknown.
    const funding: CardFunding = payload.f === 'credit' || payload.f === 'debit' ? payload.f : 'unknown';
    return { brand: payload.b as TokenProfile['brand'], last4: payload.l, expiryMonth: payload.m as number, expiryYear: payload.y as number, profile: payload.p as CardProfile, funding };
  }

  private findCharge(gatewayReference: unknown): ChargeRecord {
    const record = typeof gatewayReference === 'string' ? this.charges.get(gatewayReference) : undefined;
    if (!record) throw new PaymentError(PAYMENT_ERRORS.unknownPayment, [String(gatewayReference).slice(0, 64), this.key]);
    return record;
  }

  private checkMoney(amount: unknown, name: string, { allowNonPositive }: { allowNonPositive: boolean }): void {
    // A fraction of a cent or a float is a bug in the caller, not something to decline.
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || (!allowNonPositive && amount <= 0)) {
      throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, [`${name} must be a ${allowNonPositive ? '' : 'positive '}whole number of minor units (cents)`]);
    }
  }

  private checkIdempotencyKey(key: unknown): void {
    if (typeof key !== 'string' || key.trim() === '' || key.length > MAX_IDEMPOTENCY_KEY || !/^[\x21-\x7e]+$/.test(key)) {
      throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, [`idempotencyKey must be 1 to ${MAX_IDEMPOTENCY_KEY} printable characters without spaces`]);
    }
  }

  private reference(prefix: 'ch' | 're'): string {
    return `${prefix}_${this.randomBytes(12).toString('hex')}`;
  }
}
