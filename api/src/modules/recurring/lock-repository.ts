import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recurringPurchases } from '../../db/schema';

/**
 * Locks the customer's recurring records that are not cancelled (`FOR UPDATE`), newest first: the order the
 * recurring service changes them all in, so two such transactions queue instead of deadlocking. `noWait`: fail
 * at once (PostgreSQL's lock_not_available, 55P03) rather than wait for a record another transaction holds.
 */
export async function lockLiveRecurring(executor: Executor, customerId: string, options: { noWait?: boolean } = {}): Promise<void> {
  await executor
    .select({ id: recurringPurchases.id })
    .from(recurringPurchases)
    .where(and(eq(recurringPurchases.customerId, customerId), notInArray(recurringPurchases.status, ['recurring_status_cancelled', 'cancelled'])))
    .orderBy(desc(recurringPurchases.seq))
    .for('update', options.noWait ? { noWait: true } : {});
}
