import type { Database } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import { AppError } from '../../errors/app-error';
import { PAYOUT_FAILURE_MESSAGES } from '../../payments/payout';
import type { PayoutFailureCode } from '../../payments/payout';
import { WITHDRAWAL_ERRORS } from './errors';
import { findWithdrawal, listQueuedWithdrawals, updateWithdrawal } from './repository';
import { settleWithdrawal } from './settlement';

const QUEUE_LIMIT = 200;

export type ManualSettlement = { outcome: 'paid'; payoutReference: string } | { outcome: 'failed'; code: PayoutFailureCode; payoutReference: string };

/**
 * Payouts made by ops from the bank's own portal (PAYOUT_PROVIDER=manual), for a deployment with no payout API:
 * ops list the queue, claim a withdrawal (from then on the customer can no longer cancel it, so it cannot be
 * paid and refunded both), pay it at the bank, and record what the bank answered. Recording settles it as the
 * payout job would: paid moves the hold out, refused releases it to the wallet, and the customer is told the same.
 */
export function createManualPayouts(db: Database, options: { now: () => Date; mailer?: Pick<Mailer, 'send'> }) {
  const { now } = options;
  return {
    async queue(status: 'pending' | 'processing') {
      const rows = await listQueuedWithdrawals(db, status, QUEUE_LIMIT);
      return {
        withdrawals: rows.map(({ withdrawal, account }) => ({
          id: withdrawal.id,
          customerId: withdrawal.customerId,
          amount: Number(withdrawal.amountCents),
          currency: withdrawal.currency,
          status: withdrawal.status,
          requestedAt: withdrawal.createdAt.toISOString(),
          destination: { type: account.type, bankCode: account.bankCode, accountNumber: account.accountNumber, accountName: account.accountName },
        })),
      };
    },

    /** pending → processing; the row lock makes two claims (or a claim and the customer's cancel) one after the other. */
    async claim(id: string): Promise<{ id: string; status: 'processing' }> {
      return db.transaction(async (tx) => {
        const row = await findWithdrawal(tx, id, { lock: true });
        if (!row) throw new AppError(WITHDRAWAL_ERRORS.withdrawalNotFound, [id]);
        if (row.status !== 'pending') throw new AppError(WITHDRAWAL_ERRORS.notClaimable, [id, row.status]);
        const at = now();
        // No lease: nothing reclaims a manual claim; it waits for ops to record the bank's answer.
        await updateWithdrawal(tx, id, { status: 'processing', leaseUntil: null, attempts: row.attempts + 1, updatedAt: at });
        return { id, status: 'processing' as const };
      });
    },

    async settle(id: string, settlement: ManualSettlement): Promise<{ id: string; status: 'paid' | 'failed' }> {
      const result =
        settlement.outcome === 'paid'
          ? { status: 'paid' as const, payoutReference: settlement.payoutReference }
          : { status: 'failed' as const, code: settlement.code, message: PAYOUT_FAILURE_MESSAGES[settlement.code], payoutReference: settlement.payoutReference };
      const outcome = await settleWithdrawal(db, id, result, now(), options.mailer);
      if (outcome === 'gone') {
        const row = await findWithdrawal(db, id);
        if (!row) throw new AppError(WITHDRAWAL_ERRORS.withdrawalNotFound, [id]);
        throw new AppError(WITHDRAWAL_ERRORS.notClaimed, [id, row.status]);
      }
      return { id, status: outcome };
    },
  };
}

export type ManualPayouts = ReturnType<typeof createManualPayouts>;
