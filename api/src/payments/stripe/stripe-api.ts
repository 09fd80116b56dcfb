import { PaymentError, PAYMENT_ERRORS } from '../payment-errors';

/** The API version the adapter is written against; pinned so an account upgrade cannot change the answers under it. */
export const STRIPE_API_VERSION = '2024-06-20';
export const STRIPE_API_BASE = 'https://api.stripe.com';
/** A call that has not answered by then is treated as unanswered (the caller retries with the same idempotency key). */
const TIMEOUT_MS = 20_000;

/** Stripe's error object (https://docs.stripe.com/api/errors). */
export interface StripeErrorBody {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
  payment_intent?: StripePaymentIntent;
}

export interface StripePaymentIntent {
  id: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
  amount: number;
  currency: string;
  next_action?: { type: string; redirect_to_url?: { url: string } } | null;
  last_payment_error?: StripeErrorBody | null;
}

/** A refused call: Stripe's status and error object. Declines are answered from it; the rest become PaymentErrors. */
export class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message ?? `stripe answered ${status}`);
    this.name = 'StripeRefusal';
  }
}

/** Stripe's form encoding: nested keys in brackets (`card[number]`), arrays as `key[]`. */
export function formEncode(fields: Readonly<Record<string, unknown>>, prefix = '', into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof value === 'object') formEncode(value as Record<string, unknown>, name, into);
    else into.append(name, String(value));
  }
  return into;
}

export interface StripeApiOptions {
  secretKey: string;
  /** https://api.stripe.com; another base for stripe-mock or a test's server. */
  apiBase?: string;
  fetch?: typeof fetch;
}

export type StripeCall = <T>(method: 'GET' | 'POST', path: string, fields?: Record<string, unknown>, idempotencyKey?: string) => Promise<T>;

/**
 * One Stripe API call: form-encoded, authorised with the secret key, with an idempotency key on every POST that
 * moves money. A 4xx is a `StripeRefusal`; no answer, a timeout or a 5xx is `gateway_unavailable`, which every
 * caller treats as "may or may not have happened: ask again with the same key".
 */
export function createStripeApi(options: StripeApiOptions): StripeCall {
  const base = (options.apiBase ?? STRIPE_API_BASE).replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  return async function call<T>(method: 'GET' | 'POST', path: string, fields: Record<string, unknown> = {}, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.secretKey}`, 'stripe-version': STRIPE_API_VERSION };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
      response = await send(`${base}${path}`, { method, headers, body: method === 'POST' ? formEncode(fields).toString() : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new PaymentError(PAYMENT_ERRORS.gatewayUnavailable, ['stripe']);
    }
    if (response.status >= 500) throw new PaymentError(PAYMENT_ERRORS.gatewayUnavailable, ['stripe']);
    const body = (await response.json().catch(() => null)) as { error?: StripeErrorBody } | null;
    if (!body) throw new PaymentError(PAYMENT_ERRORS.gatewayUnavailable, ['stripe']);
    if (!response.ok) throw new StripeRefusal(response.status, body.error ?? { type: 'api_error' });
    return body as T;
  };
}
