import { randomUUID } from 'node:crypto';
import { nextRetryAt } from '@drawfront/shared/rules/recurring-status';
import type { Transaction } from '../../db/client';
import type { RunOutcome } from '../../db/schema';
import type { NewNotification } from '../notifications/service';
import { insertResolution, saveRun, updateRecord } from './repository';
import type { RecordWithOffer, RunDraw } from './repository';

/** What a hard failure asks of the customer (a payment resolution) and tells them. */
export interface HardFailure {
  action: 'change-fund' | 'add-card' | 'payment-method-updated';
  message: string;
}

export type Notify = (tx: Transaction, notification: NewNotification) => Promise<void>;

/**
 * Records a failed run of (record, draw), its `failures`-th attempt, in the run's transaction. A soft failure
 * (funds short, card declined) comes back at the retry schedule's next time before the draw closes; a hard one
 * (`hard`: card removed, offer withdrawn) stops the record and raises a payment resolution. Either tells the customer.
 */
export async function recordFailure(tx: Transaction, notify: Notify, run: { record: RecordWithOffer; draw: RunDraw; failures: number; at: Date }, hard: HardFailure | null, detail: string): Promise<RunOutcome> {
  const { record, draw, failures, at } = run;
  if (hard) {
    await saveRun(tx, { recurringPurchaseId: record.id, drawId: draw.id, outcome: 'hard_failure', failures, nextTryAt: null, checkoutId: null, detail, updatedAt: at });
    // A hard failure stops the record until the customer acts (a payment resolution), except a one-off pre-order.
    const stop = record.kind === 'scheduled' ? {} : { status: 'recurring_status_paused' as const, pauseReason: 'payment_resolution' as const, pausedUntil: null };
    await updateRecord(tx, record.id, { lastAttemptStatus: 'hard_failure', lastAttemptAt: at, ...stop, updatedAt: at });
    await insertResolution(tx, { id: randomUUID(), customerId: record.customerId, recurringPurchaseId: record.id, action: hard.action, message: hard.message, createdAt: at });
    await notify(tx, {
      customerId: record.customerId,
      siteKey: record.siteKey,
      kind: 'payment_resolution',
      title: `${record.offer.name}: action needed`,
      body: hard.message,
      link: '/my-account/recurring-purchases',
      dedupeKey: `recurring-hard-${record.id}-${draw.id}`,
    });
    return 'hard_failure';
  }
  const retry = nextRetryAt(failures, at, draw.stop);
  await saveRun(tx, { recurringPurchaseId: record.id, drawId: draw.id, outcome: 'soft_failure', failures, nextTryAt: retry, checkoutId: null, detail, updatedAt: at });
  await updateRecord(tx, record.id, { lastAttemptStatus: 'soft_failure', lastAttemptAt: at, updatedAt: at });
  if (failures === 1) {
    await notify(tx, {
      customerId: record.customerId,
      siteKey: record.siteKey,
      kind: 'recurring_soft_failure',
      title: `${record.offer.name}: payment failed`,
      body: `${detail} ${retry ? 'We will try again before the draw closes.' : 'The draw closes before we can try again.'}`,
      link: '/my-account/recurring-purchases',
      dedupeKey: `recurring-soft-${record.id}-${draw.id}`,
    });
  }
  return 'soft_failure';
}
