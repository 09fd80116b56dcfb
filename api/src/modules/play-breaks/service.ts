import { extendsPlayBreak, playBreakEndsAt, playBreakNotShortenedMessage, playBreakOption } from '@drawfront/shared/rules/play-break';
import type { PlayBreak, PlayBreakPeriod } from '@drawfront/shared/rules/play-break';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { findCustomer } from '../identity/customer-records';
import { lockWallet } from '../ledger/service';
import { customerClock } from '../outbox/mail/customer-clock';
import type { OutboxService } from '../outbox/service';
import { cancelAllRecurring } from '../recurring/service';
import type { SiteRecord } from '../sites/site-record';
import { underRecurringThenWallet } from '../recurring/lock-order';
import { playBreakConfirmedEmail } from './emails';
import { findPlayBreakInForce, findPlayBreaksInForce, insertPlayBreak, pauseRecurringUntil, stopMarketingEmail } from './repository';

export type PlayBreakService = ReturnType<typeof createPlayBreakService>;

export interface PlayBreakOptions {
  now: () => Date;
  /** Mails the confirmation, in the transaction that takes the break (the outbox's enqueue). */
  outbox?: Pick<OutboxService, 'enqueue'>;
}

/**
 * Take a break and self-exclusion (shared/src/rules/play-break.ts). Everything that costs money is refused
 * in one place, the spend check (every purchase, deposit and recurring run asks it under the wallet lock);
 * the free ways into a prize draw ask `inForce` themselves (joining Daily Winners or a group, and each
 * giveaway's close). This service records breaks and does what confirming one does at once.
 */

export function createPlayBreakService(db: Database, options: PlayBreakOptions) {
  const { now } = options;
  return {
    /** The break in force for this customer now, read through `executor` (a purchase's transaction). */
    inForce(customerId: string, executor: Executor = db, at: Date = now()): Promise<PlayBreak | null> {
      return findPlayBreakInForce(executor, customerId, at);
    },

    /** The breaks in force now for many customers in one read (the spend check of a batch), keyed by customer id. */
    inForceOf(customerIds: readonly string[], executor: Executor = db, at: Date = now()): Promise<Map<string, PlayBreak>> {
      return findPlayBreaksInForce(executor, customerIds, at);
    },

    /**
     * Confirms a break or self-exclusion from now. It holds the customer's wallet lock, the lock every
     * purchase and deposit checks limits under: one in flight finishes first (whole, never half), and
     * every one after this commits sees the break. A period that would end sooner than the one in force is refused.
     *
     * Locks are taken in the recurring runner's order, records then wallet (`underRecurringThenWallet`).
     */
    async take(customerId: string, site: SiteRecord, period: PlayBreakPeriod): Promise<PlayBreak> {
      return underRecurringThenWallet(db, customerId, (tx) => lockWallet(tx, customerId), async (tx) => {
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
        const customer = await findCustomer(tx, customerId);
        if (customer && options.outbox) {
          // Dates on the customer's own clock (an en-GB customer of an Australian site reads London time).
          const body = playBreakConfirmedEmail({ siteName: site.name, ...customerClock(site, customer.currency), playBreak: taken });
          await options.outbox.enqueue(tx, { siteKey: site.key, to: customer.email, template: 'play-break-confirmed', firstname: customer.firstname, body, dedupeKey: `play-break-confirmed:${customerId}:${at.toISOString()}` });
        }
        return taken;
      });
    },
  };
}
