import type { Database } from '../../db/client';
import type { PayoutResult } from '../../payments/payout';
import { lockWallet, payOutWithdrawal, releaseWithdrawal } from '../ledger/service';
import type { Mailer } from '../outbox/mail/mailer';
import { withdrawalPaidMail } from '../outbox/mail/mails/withdrawal-paid';
import { findWithdrawal, updateWithdrawal } from './repository';

/**
 * Settles a claimed (processing) withdrawal with what the payout came to, under the wallet lock: paid moves the
 * hold out to the payout side, failed releases it to the wallet. 'gone' when it is no longer processing (settled
 * already, by a payout run whose lease this one outlived, or by ops): nothing moves twice.
 */
export async function settleWithdrawal(db: Database, withdrawalId: string, result: PayoutResult, at: Date, mailer?: Pick<Mailer, 'send'>): Promise<'paid' | 'failed' | 'gone'> {
  return db.transaction(async (tx) => {
    const unlocked = await findWithdrawal(tx, withdrawalId);
    if (!unlocked) return 'gone';
    await lockWallet(tx, unlocked.customerId);
    const row = (await findWithdrawal(tx, withdrawalId, { lock: true }))!;
    if (row.status !== 'processing') return 'gone';
    const movement = { customerId: row.customerId, amount: Number(row.amountCents), currency: row.currency, reference: row.id, at };
    if (result.status === 'paid') {
      const posted = await payOutWithdrawal(tx, movement);
      await updateWithdrawal(tx, row.id, { status: 'paid', payoutReference: result.payoutReference, settleTransactionId: posted.transactionId, settledAt: at, updatedAt: at, leaseUntil: null });
      await mailer?.send(tx, row.customerId, withdrawalPaidMail, { withdrawalId: row.id, amountCents: Number(row.amountCents) });
      return 'paid';
    }
    const posted = await releaseWithdrawal(tx, { ...movement, description: 'Withdrawal returned' });
    await updateWithdrawal(tx, row.id, { status: 'failed', payoutReference: result.payoutReference, message: result.message, settleTransactionId: posted.transactionId, settledAt: at, updatedAt: at, leaseUntil: null });
    return 'failed';
  });
}
