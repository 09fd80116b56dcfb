import type { ErrorDefinition } from '../../errors/error-codes';

/**
 * `idempotency_key_reused` is also in the payments catalogue (src/payments/payment-errors.ts, 409),
 * whose test refuses codes that clash with src/errors/error-codes.ts. Until the two catalogues merge,
 * the purchase's definition lives here. It answers 422, as the IETF Idempotency-Key draft does for a
 * key reused with another payload (409 is for a request still in flight); the merge must pick one.
 */
export const IDEMPOTENCY_KEY_REUSED: ErrorDefinition = {
  code: 'idempotency_key_reused',
  status: 422,
  message: "Idempotency-Key '%s' was already used for a different request; use a new key for a new purchase",
};
