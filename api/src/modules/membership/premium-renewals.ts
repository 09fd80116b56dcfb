import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { NewNotification } from '../notifications/service';
import type { Mailer } from '../outbox/mail/mailer';
import { membershipLapsedMail } from '../outbox/mail/mails/membership-lapsed';
import type { PurchaseService } from '../purchase/service';
import { siteInCurrency } from '../sites/money-site';
import type { SiteRecord } from '../sites/site-record';
import { dueRenewals, findMembership, updateMembership } from './repository';
import { PROGRAMME_NAME } from './service';

const BATCH = 100;

export interface PremiumRenewalDeps {
  clock: Clock;
  purchases: PurchaseService;
  site: (key: string) => Promise<SiteRecord | null>;
  notify(tx: Executor, notification: NewNotification): Promise<void>;
  mailer?: Pick<Mailer, 'send'>;
}

/** The idempotency key of one period's renewal: the same period can never be charged twice. */
export const renewalKey = (membershipId: string, periodEnd: Date) => `premium-renewal_${membershipId}_${periodEnd.getTime()}`;

/**
 * Renews premium like any purchase (the `membership-renewals` job): when a paid period ends with renewal on, the
 * next period is bought from the wallet through the purchase service (limits, ledger, receipt, the membership
 * line's fulfilment), under a key derived from the period. A refusal (funds, a limit) ends renewal: the member is
 * free from then on and is told why. Cancelled memberships are never charged.
 */
export function createPremiumRenewals(db: Database, deps: PremiumRenewalDeps) {
  return {
    async renewDue(): Promise<{ renewed: number; lapsed: number }> {
      let renewed = 0;
      let lapsed = 0;
      for (const due of await dueRenewals(db, deps.clock.now(), BATCH)) {
        const home = await deps.site(due.siteKey);
        if (!home) continue;
        // Charged from the member's wallet in the currency they keep (a pound member renews at the pound price).
        const site = siteInCurrency(home, due.currency);
        const periodEnd = due.premiumUntil!;
        try {
          await deps.purchases.purchase(site, due.customerId, renewalKey(due.id, periodEnd), { items: [{ productType: 'membership', key: due.premiumOffer, quantity: 1 }] });
          renewed += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await db.transaction(async (tx) => {
            const current = await findMembership(tx, due.programmeId, due.customerId, { lock: true });
            // Renewed or cancelled meanwhile (another instance, the customer): nothing to end.
            if (!current || current.premiumCancelledAt || current.premiumUntil?.getTime() !== periodEnd.getTime()) return;
            const at = deps.clock.now();
            await updateMembership(tx, current.id, { premiumCancelledAt: at, updatedAt: at });
            await deps.notify(tx, {
              customerId: due.customerId,
              siteKey: due.siteKey,
              kind: 'membership_renewal_failed',
              title: `${PROGRAMME_NAME} Premium was not renewed`,
              body: `${error.message} You are on the Free tier now; go premium again from the membership tiers.`,
              link: '/daily-winners/membership-tiers',
              dedupeKey: `premium-renewal-failed:${renewalKey(due.id, periodEnd)}`,
            });
            await deps.mailer?.send(tx, due.customerId, membershipLapsedMail, { programmeName: PROGRAMME_NAME, reason: error.message, renewalKey: renewalKey(due.id, periodEnd) });
          });
          lapsed += 1;
        }
      }
      return { renewed, lapsed };
    },
  };
}
