import type { CardBrand } from '../card-brand';
import { validateCard } from '../card-validation';
import { FAILURE_MESSAGES } from '../failure-codes';
import type { CardFunding, CardToken, ChallengeResult, ChargeResult, PaymentFailure, PaymentGateway, RefundResult } from '../gateway';
import { PaymentError, PAYMENT_ERRORS } from '../payment-errors';
import { CARD_CURRENCIES, CARD_DEPOSIT_LIMITS, CHALLENGE_TTL_MS } from '../card-rules';
import { createStripeApi, StripeRefusal } from './stripe-api';
import type { StripeApiOptions, StripeCall, StripePaymentIntent } from './stripe-api';
import { failureFrom } from './stripe-declines';

interface StripePaymentMethod {
  id: string;
  card: { brand: string; funding: string; last4: string; exp_month: number; exp_year: number };
}

// A PaymentMethod can be charged again only once attached to a Stripe customer, so a token names both.
const TOKEN = /^stripe:(cus_[A-Za-z0-9]+):(pm_[A-Za-z0-9]+)$/;
const BRANDS: ReadonlySet<string> = new Set(['visa', 'mastercard', 'amex']);
// Stripe's `param` of a card error, as our card form's field names.
const CARD_FIELDS: Readonly<Record<string, string>> = { number: 'number', exp_month: 'expiryMonth', exp_year: 'expiryYear', cvc: 'csc' };

const fail = (code: PaymentFailure['code']): PaymentFailure => ({ status: 'failed', code, message: FAILURE_MESSAGES[code] });

export interface StripeGatewayOptions extends StripeApiOptions {
  now?: () => number;
}

/**
 * Stripe behind the gateway interface (PaymentIntents API): cards become PaymentMethods attached to a Stripe
 * customer, a charge is a confirmed PaymentIntent under the deposit's idempotency key, 3-D Secure is Stripe's
 * own redirect (its page sends the browser back to our `/3ds/notify`, and the outcome is read from Stripe,
 * never from the query), refunds are Refunds. Declines come back as failed results with Stripe's message.
 * The platform's card rules (limits, currencies: card-rules.ts) are every gateway's.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const call: StripeCall = createStripeApi(options);
  const now = options.now ?? Date.now;
  const limits = CARD_DEPOSIT_LIMITS;
  const currencies: readonly string[] = CARD_CURRENCIES;

  function refused(error: unknown, idempotencyKey: string | undefined, what: string): never {
    if (!(error instanceof StripeRefusal)) throw error;
    if (error.body.type === 'idempotency_error') throw new PaymentError(PAYMENT_ERRORS.gatewayIdempotencyConflict, [idempotencyKey ?? '', what]);
    throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, [`stripe: ${error.body.message ?? error.body.code ?? error.status}`]);
  }

  function resultOf(intent: StripePaymentIntent): ChargeResult {
    switch (intent.status) {
      case 'succeeded':
        return { status: 'succeeded', gatewayReference: intent.id };
      case 'requires_action': {
        const url = intent.next_action?.redirect_to_url?.url;
        if (!url) return fail('authentication_failed');
        return { status: 'requires_action', gatewayReference: intent.id, challenge: { url, windowSize: 'FullScreen', expiresAt: new Date(now() + CHALLENGE_TTL_MS).toISOString() } };
      }
      case 'requires_payment_method':
        return failureFrom(intent.last_payment_error);
      case 'processing':
        // Not decided yet: the deposit stays open and the sweep asks again with the same key.
        throw new PaymentError(PAYMENT_ERRORS.gatewayUnavailable, ['stripe']);
      default:
        return fail('declined');
    }
  }

  return {
    key: 'stripe',
    limits,
    currencies,
    // A saved card is charged through its attached PaymentMethod; Stripe does not ask for the CSC again.
    cscRequired: false,

    async tokenizeCard(card): Promise<CardToken> {
      const valid = validateCard(card, now());
      try {
        const method = await call<StripePaymentMethod>('POST', '/v1/payment_methods', {
          type: 'card',
          card: { number: valid.digits, exp_month: valid.expiryMonth, exp_year: valid.expiryYear, cvc: card.csc.trim() },
          billing_details: { name: card.holderName.trim() },
        });
        const customer = await call<{ id: string }>('POST', '/v1/customers', { payment_method: method.id });
        const brand = (BRANDS.has(method.card.brand) ? method.card.brand : 'unknown') as CardBrand;
        const funding: CardFunding = method.card.funding === 'credit' ? 'credit' : method.card.funding === 'debit' || method.card.funding === 'prepaid' ? 'debit' : 'unknown';
        return { token: `stripe:${customer.id}:${method.id}`, brand, funding, last4: method.card.last4, expiryMonth: method.card.exp_month, expiryYear: method.card.exp_year };
      } catch (error) {
        if (error instanceof StripeRefusal && error.body.type === 'card_error') {
          const field = CARD_FIELDS[error.body.param ?? ''] ?? 'number';
          throw new PaymentError(PAYMENT_ERRORS.invalidCard, [field], { errors: { [field]: [error.body.message ?? 'Please check the card details'] } });
        }
        return refused(error, undefined, 'card');
      }
    },

    async charge(request): Promise<ChargeResult> {
      const match = TOKEN.exec(request.token);
      if (!match) throw new PaymentError(PAYMENT_ERRORS.invalidCardToken, ['stripe']);
      if (!currencies.includes(request.currency)) return fail('currency_not_supported');
      if (request.amount < limits.minAmount) return fail('amount_too_small');
      if (request.amount > limits.maxAmount) return fail('amount_too_large');
      try {
        const intent = await call<StripePaymentIntent>(
          'POST',
          '/v1/payment_intents',
          { amount: request.amount, currency: request.currency.toLowerCase(), customer: match[1], payment_method: match[2], payment_method_types: ['card'], confirm: true, return_url: request.returnUrl },
          request.idempotencyKey,
        );
        return resultOf(intent);
      } catch (error) {
        if (error instanceof StripeRefusal && error.body.type === 'card_error') return failureFrom(error.body);
        return refused(error, request.idempotencyKey, 'payment');
      }
    },

    async completeChallenge(gatewayReference): Promise<ChallengeResult> {
      let intent: StripePaymentIntent;
      try {
        intent = await call<StripePaymentIntent>('GET', `/v1/payment_intents/${encodeURIComponent(gatewayReference)}`);
      } catch (error) {
        if (error instanceof StripeRefusal && error.status === 404) throw new PaymentError(PAYMENT_ERRORS.unknownPayment, [gatewayReference, 'stripe']);
        return refused(error, undefined, 'payment');
      }
      const result = resultOf(intent);
      // Back from the bank's page without finishing it: the check failed.
      return result.status === 'requires_action' ? fail('authentication_failed') : result;
    },

    async refund(request): Promise<RefundResult> {
      try {
        const refund = await call<{ id: string; amount: number; status: string }>('POST', '/v1/refunds', { payment_intent: request.gatewayReference, amount: request.amount }, request.idempotencyKey);
        if (refund.status === 'failed' || refund.status === 'canceled') return fail('not_refundable');
        return { status: 'succeeded', refundReference: refund.id, amount: refund.amount };
      } catch (error) {
        if (error instanceof StripeRefusal && error.body.code === 'amount_too_large') return fail('refund_exceeds_charge');
        if (error instanceof StripeRefusal && (error.body.code === 'charge_already_refunded' || error.body.code === 'charge_disputed')) return failureFrom(error.body);
        if (error instanceof StripeRefusal && error.status === 404) throw new PaymentError(PAYMENT_ERRORS.unknownPayment, [request.gatewayReference, 'stripe']);
        return refused(error, request.idempotencyKey, 'refund');
      }
    },
  };
}
