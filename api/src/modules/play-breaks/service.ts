import { extendsPlayBreak, playBreakEndsAt, playBreakNotShortenedMessage, playBreakOption } from '@drawfront/shared/rules/play-break';
import type { PlayBreak, PlayBreakPeriod } from '@drawfront/shared/rules/play-break';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { lockWallet } from '../ledger/service';
import { cancelAllRecurring } from '../recurring/service';
import type { SiteRecord } from '../sites/site-record';
import { findPlayBreakInForce, insertPlayBreak, isLockNotAvailable, lockLiveRecurring, pauseRecurringUntil, stopMarketingEmail } from './repository';

/** Tries at confirming a break before the last one, which waits for a record a runner holds. */
const TAKE_ATTEMPTS = 5;

export type PlayBreakService = ReturnType<typeof createPlayBreakService>;

/**
 * Take a break and self-exclusion (shared/src/rules/play-break.ts). The break is enforced in one place, the
 * spend check (every purchase, deposit and recurring run asks it under the wallet lock); this service
 * records breaks and does what confirming one does at once.
 */
export function createPlayBreakService(db: Database, options: { now: () => Date }) {
  const { now } = options;
  return {
    /** The break in force for this customer now, read through `executor` (a purchase's transaction). */
    inForce(customerId: string, executor: Executor = db, at: Date = now()): Promise<PlayBreak | null> {
      return findPlayBreakInForce(executor, customerId, at);
    },

    /**
     * Confirms a break or self-exclusion from now. It holds the customer's wallet lock, the lock every
     * purchase and deposit checks limits under: one in flight finishes first (whole, never half), and
     * every one after this commits sees the break. A period that would end sooner than the one in force is refused.
     *
     * Locks are taken in the recurring runner's order, record then wallet (it claims a record, then charges it
     * under the wallet lock): the other order deadlocked with a run in flight (test/play-breaks-race.test.ts).
     * A record a purchase added while this waited for the wallet could be a runner's, held while it waits for
     * this wallet lock: that one is never waited for under the wallet lock; the attempt starts again instead.
     */
    async take(customerId: string, site: SiteRecord, period: PlayBreakPeriod): Promise<PlayBreak> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction(async (tx) => {
            await lockLiveRecurring(tx, customerId);
            await lockWallet(tx, customerId);
            // The last attempt waits: a runner's charge is short, and an answer beats a refusal.
            await lockLiveRecurring(tx, customerId, { noWait: attempt < TAKE_ATTEMPTS });
            const at = now();
            const endsAt = playBreakEndsAt(period, at);
            const current = await findPlayBreakInForce(tx, customerId, at);
            if (current && !extendsPlayBreak(current, endsAt)) {
              throw new AppError(ERROR_CODES.playBreakNotShortened, [playBreakNotShortenedMessage(current, site.locale, site.timeZone)]);
            }
            const { kind } = playBreakOption(period);
            const taken = await insertPlayBreak(tx, { customerId, kind, period, startsAt: at, endsAt });
            if (endsAt === null || kind === 'self_exclusion') await cancelAllRecurring(tx, customerId, at);
            else await pauseRecurringUntil(tx, customerId, endsAt, at);
            await stopMarketingEmail(tx, customerId);
            return taken;
          });
        } catch (error) {
          if (attempt >= TAKE_ATTEMPTS || !isLockNotAvailable(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, attempt * 20));
        }
      }
    },
  };
}
