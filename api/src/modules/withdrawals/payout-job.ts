import type { Database } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import type { PayoutGateway, PayoutResult } from '../../payments/payout';
import { PaymentError, PAYMENT_ERRORS } from '../../payments/payment-errors';
import { claimDueWithdrawal, findAccountById } from './repository';
import { settleWithdrawal } from './settlement';

/** How long one run owns a claimed withdrawal; a run that dies leaves it to the next run after this. */
export const PAYOUT_LEASE_MS = 5 * 60 * 1000;
/** Withdrawals one run pays at most (the job runs every minute). */
const PER_RUN = 50;

export interface PayoutRun {
  paid: number;
  failed: number;
  /** Claimed but left for a later run (the gateway did not answer). */
  deferred: number;
}

/**
 * The `withdrawals-payout` job. Each due withdrawal is claimed (committed, with a lease), paid through the
 * gateway with no database lock held (the withdrawal id is the gateway's idempotency key), then settled
 * under the wallet lock: paid moves the hold out to the gateway, failed releases it to the wallet. A run
 * killed after the gateway paid and before the settlement commits leaves the row processing; once its
 * lease is over the next run claims it again, asks the gateway with the same key, gets the first payout
 * back and settles it: paid once, settled once.
 */
export function createPayoutJob(db: Database, options: { now: () => Date; gateway: PayoutGateway; mailer?: Pick<Mailer, 'send'> }) {
  const { now, gateway } = options;

  return async function payDueWithdrawals(): Promise<PayoutRun> {
    const run: PayoutRun = { paid: 0, failed: 0, deferred: 0 };
    for (let index = 0; index < PER_RUN; index += 1) {
      const at = now();
      const claimed = await db.transaction((tx) => claimDueWithdrawal(tx, at, new Date(at.getTime() + PAYOUT_LEASE_MS)));
      if (!claimed) break;
      const account = await findAccountById(db, claimed.accountId);
      let result: PayoutResult;
      try {
        result = await gateway.payout({
          idempotencyKey: claimed.id,
          amount: Number(claimed.amountCents),
          currency: claimed.currency,
          destination: { type: account.type, bankCode: account.bankCode, accountNumber: account.accountNumber, accountName: account.accountName },
        });
      } catch (error) {
        // No answer: it may or may not have paid, so the row stays processing until its lease is over and is asked again then.
        if (error instanceof PaymentError && error.code === PAYMENT_ERRORS.gatewayUnavailable.code) {
          run.deferred += 1;
          continue;
        }
        throw error;
      }
      const outcome = await settleWithdrawal(db, claimed.id, result, now(), options.mailer);
      if (outcome === 'paid') run.paid += 1;
      else if (outcome === 'failed') run.failed += 1;
    }
    return run;
  };
}
