import { AppError } from '../errors/app-error';
import type { FieldErrors } from '../errors/app-error';
import type { ErrorDefinition } from '../errors/error-codes';
import { redact } from './redact';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/**
 * Errors a gateway throws when a call cannot be made at all (a bad request, an unknown payment).
 * A declined or failed payment is not an error: it is a `failed` result (see `failure-codes.ts`).
 * Codes are stable like the API's catalogue in `errors/error-codes.ts`, which these join when the
 * routes are wired.
 */
export const PAYMENT_ERRORS = {
  invalidCard: define('invalid_card', 422, 'the card details are invalid: %s'),
  invalidCardToken: define('invalid_card_token', 422, 'the card token is not one gateway %s issued'),
  invalidPaymentRequest: define('invalid_payment_request', 422, 'invalid payment request: %s'),
  invalidDeviceData: define('invalid_device_data', 422, 'invalid deviceData: %s'),
  // The gateway's own key check (deposit id as the key); the customer-facing 422 `idempotency_key_reused` is the API's.
  gatewayIdempotencyConflict: define('gateway_idempotency_conflict', 409, "gateway idempotency key '%s' was already used for a different %s"),
  unknownPayment: define('unknown_payment', 404, "payment '%s' not found at gateway %s"),
  noChallenge: define('no_challenge', 409, "payment '%s' has no 3-D Secure challenge to complete"),
  unknownGateway: define('unknown_gateway', 404, "payment gateway '%s' is not available (available: %s)"),
  gatewayUnavailable: define('gateway_unavailable', 503, 'payment gateway %s is not answering'),
} as const;

export type PaymentErrorName = keyof typeof PAYMENT_ERRORS;
export type PaymentErrorCode = (typeof PAYMENT_ERRORS)[PaymentErrorName]['code'];

/**
 * A catalogued payment error; an `AppError`, so the API's error handler answers it as is. Every
 * message argument and field message is redacted, so a card number can never ride along in one.
 */
export class PaymentError extends AppError {
  constructor(definition: ErrorDefinition, args: readonly (string | number)[] = [], details: { errors?: FieldErrors } = {}) {
    const safeErrors = Object.fromEntries(Object.entries(details.errors ?? {}).map(([field, messages]) => [field, messages.map(redact)]));
    super(definition, args.map((arg) => (typeof arg === 'string' ? redact(arg) : arg)), { errors: safeErrors });
    this.name = 'PaymentError';
  }
}
