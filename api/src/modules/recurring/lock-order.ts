import type { Database, Transaction } from '../../db/client';
import { lockLiveRecurring } from './lock-repository';

/** Tries before the last one, which waits for a record a runner holds instead of starting again. */
const ATTEMPTS = 5;

/** Whether a query failed because a `NOWAIT` lock was held elsewhere (drizzle wraps the driver's error as `cause`). */
export function isLockNotAvailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '55P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work` in a transaction that holds the customer's live recurring records and then their wallet, the
 * recurring runner's order (it claims a record, then charges it under the wallet lock), for changes that touch
 * both (a break, a self-exclusion, closing the account). The other order deadlocked with a run in flight
 * (test/play-breaks-race.test.ts). A record a purchase added while this waited for the wallet could be a
 * runner's, held while it waits for this wallet: it is never waited for under the wallet lock; the attempt
 * starts again instead, and only the last attempt waits (a runner's charge is short; an answer beats a refusal).
 */
export async function underRecurringThenWallet<T>(db: Database, customerId: string, lockWallet: (tx: Transaction) => Promise<unknown>, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockLiveRecurring(tx, customerId);
        await lockWallet(tx);
        await lockLiveRecurring(tx, customerId, { noWait: attempt < ATTEMPTS });
        return work(tx);
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isLockNotAvailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 20));
    }
  }
}
