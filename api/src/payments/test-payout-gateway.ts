import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import { PAYOUT_FAILURE_MESSAGES } from './payout';
import type { PayoutFailureCode, PayoutGateway, PayoutRequest, PayoutResult } from './payout';
import { PaymentError, PAYMENT_ERRORS } from './payment-errors';
import { findPayouts, insertPayoutOnce } from './test-payouts-repository';

/** The magic destinations (documented in README.md); any other valid account or PayID is paid. */
export const TEST_PAYOUT_ACCOUNTS = {
  /** A national account number the receiving bank has closed. */
  closedAccount: '99999999',
  /** A national account number whose holder's name never matches. */
  nameMismatch: '88888888',
  /** PayIDs nobody has registered. */
  unregisteredPayIdEmail: 'unregistered@payid.example',
  unregisteredPayIdPhone: '0499999999',
} as const;

export { PAYOUT_FAILURE_MESSAGES };

function outcomeOf(request: PayoutRequest): PayoutFailureCode | null {
  const number = request.destination.accountNumber;
  if (number === TEST_PAYOUT_ACCOUNTS.closedAccount) return 'account_closed';
  if (number === TEST_PAYOUT_ACCOUNTS.nameMismatch) return 'name_mismatch';
  if (number === TEST_PAYOUT_ACCOUNTS.unregisteredPayIdEmail || number === TEST_PAYOUT_ACCOUNTS.unregisteredPayIdPhone) return 'payid_not_registered';
  return null;
}

const hashOf = (request: PayoutRequest) => createHash('sha256').update(JSON.stringify([request.amount, request.currency, request.destination])).digest('hex');

/**
 * The built-in test gateway's payout side. Unlike its card side (a sandbox in memory), its payouts are
 * rows in the database, keyed by idempotency key: the payout job may be killed between paying and
 * recording that it paid, and asking again after a restart must find the first payout, not make a second.
 */
export function createTestPayoutGateway(db: Executor, options: { now: () => Date; key?: string }): PayoutGateway & { payoutsMade(idempotencyKey: string): Promise<number> } {
  const key = options.key ?? 'test';
  return {
    key,
    async payout(request) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new PaymentError(PAYMENT_ERRORS.invalidPaymentRequest, ['amount must be a positive whole number of minor units']);
      const requestHash = hashOf(request);
      const failure = outcomeOf(request);
      const reference = `po_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
      // Insert-or-keep: two callers racing on one key both read the one row that won.
      await insertPayoutOnce(db, { idempotencyKey: request.idempotencyKey, requestHash, status: failure ? 'failed' : 'paid', reference, code: failure, message: failure ? PAYOUT_FAILURE_MESSAGES[failure] : null, amountCents: request.amount, createdAt: options.now() });
      const [row] = await findPayouts(db, request.idempotencyKey);
      if (!row) throw new PaymentError(PAYMENT_ERRORS.gatewayUnavailable, [key]);
      if (row.requestHash !== requestHash) throw new PaymentError(PAYMENT_ERRORS.gatewayIdempotencyConflict, [request.idempotencyKey, 'payout']);
      const result: PayoutResult =
        row.status === 'paid' ? { status: 'paid', payoutReference: row.reference } : { status: 'failed', code: row.code as PayoutFailureCode, message: row.message ?? '', payoutReference: row.reference };
      return result;
    },
    /** How many payouts the gateway holds for a key (0 or 1): what tests check "paid once" against. */
    async payoutsMade(idempotencyKey) {
      return (await findPayouts(db, idempotencyKey)).length;
    },
  };
}
