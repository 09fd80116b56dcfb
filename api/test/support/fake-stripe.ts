import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Stripe API server for the adapter's tests, as Stripe documents it (and as stripe-mock serves it): the
 * PaymentMethods, Customers, PaymentIntents and Refunds calls the adapter makes, form-encoded, with bearer
 * authentication, idempotency keys, Stripe's error objects, and its documented test cards
 * (https://docs.stripe.com/testing): 4242… succeeds, 4000 0000 0000 9995 declines for insufficient funds,
 * 4000 0000 0000 0002 is a generic decline, 4000 0027 6000 3184 asks for 3-D Secure.
 */
export const STRIPE_TEST_CARDS = {
  succeeds: '4242424242424242',
  insufficientFunds: '4000000000009995',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
} as const;

export const FAKE_STRIPE_KEY = 'sk_test_fake_stripe_key';

interface Intent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  refunded: number;
  next_action: { type: string; redirect_to_url: { url: string } } | null;
  last_payment_error: Record<string, string> | null;
}

export interface FakeStripe {
  url: string;
  /** Every request, in order, as the adapter sent it. */
  requests: { method: string; path: string; idempotencyKey: string | undefined; version: string | undefined; form: Record<string, string> }[];
  /** The bank's 3-D Secure page: the cardholder approves or fails the check. */
  authenticate(intentId: string, approve: boolean): void;
  /** The next `count` calls answer 500. */
  failNext(count: number): void;
  close(): Promise<void>;
}

const cardError = (code: string, message: string, extra: Record<string, unknown> = {}) => ({ status: 402, body: { error: { type: 'card_error', code, message, ...extra } } });

export async function startFakeStripe(): Promise<FakeStripe> {
  let sequence = 0;
  const next = (prefix: string) => `${prefix}_${(sequence += 1).toString().padStart(8, '0')}`;
  const methods = new Map<string, { number: string; funding: string; last4: string; exp_month: number; exp_year: number }>();
  const intents = new Map<string, Intent>();
  const keyed = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let failures = 0;
  let base = '';
  const requests: FakeStripe['requests'] = [];

  function route(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_methods') {
      const number = form['card[number]'] ?? '';
      const id = next('pm');
      methods.set(id, { number, funding: number === STRIPE_TEST_CARDS.succeeds ? 'credit' : 'debit', last4: number.slice(-4), exp_month: Number(form['card[exp_month]']), exp_year: Number(form['card[exp_year]']) });
      const card = methods.get(id)!;
      return { status: 200, body: { id, object: 'payment_method', card: { brand: 'visa', funding: card.funding, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      if (!methods.has(form.payment_method ?? '')) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } } };
      return { status: 200, body: { id: next('cus'), object: 'customer' } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const card = methods.get(form.payment_method ?? '');
      if (!card) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' } } };
      const intent: Intent = { id: next('pi'), status: 'succeeded', amount: Number(form.amount), currency: form.currency ?? '', refunded: 0, next_action: null, last_payment_error: null };
      intents.set(intent.id, intent);
      if (card.number === STRIPE_TEST_CARDS.insufficientFunds || card.number === STRIPE_TEST_CARDS.declined) {
        const decline = card.number === STRIPE_TEST_CARDS.declined ? 'generic_decline' : 'insufficient_funds';
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: decline, message: decline === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.' };
        return cardError('card_declined', intent.last_payment_error.message!, { decline_code: decline, payment_intent: intent });
      }
      if (card.number === STRIPE_TEST_CARDS.threeDSecure) {
        intent.status = 'requires_action';
        intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `${base}/3ds/${intent.id}?return_url=${encodeURIComponent(form.return_url ?? '')}` } };
      }
      return { status: 200, body: intent };
    }
    const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const intent = intents.get(decodeURIComponent(read[1]!));
      return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
      const amount = Number(form.amount ?? intent.amount - intent.refunded);
      if (intent.refunded >= intent.amount) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } };
      if (amount > intent.amount - intent.refunded) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount on charge' } } };
      intent.refunded += amount;
      return { status: 200, body: { id: next('re'), object: 'refund', amount, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const url = new URL(request.url ?? '/', base);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, version: request.headers['stripe-version'] as string | undefined, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failures > 0) {
      failures -= 1;
      return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (idempotencyKey) {
      const fingerprint = `${url.pathname}?${raw}`;
      const earlier = keyed.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send(400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } });
      }
      if (earlier) return send(earlier.status, earlier.body);
      const answer = route(request.method ?? '', url.pathname, form);
      keyed.set(idempotencyKey, { fingerprint, ...answer });
      return send(answer.status, answer.body);
    }
    const answer = route(request.method ?? '', url.pathname, form);
    send(answer.status, answer.body);
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    authenticate(intentId, approve) {
      const intent = intents.get(intentId)!;
      intent.next_action = null;
      if (approve) intent.status = 'succeeded';
      else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' };
      }
    },
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
