import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { walletBalance } from '../ledger/service';
import type { Clock } from '../../lib/clock';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { FundsService } from '../funds/service';
import type { NotificationService } from '../notifications/service';
import type { PurchaseService } from '../purchase/service';
import type { SiteService } from '../sites/service';
import type { SpendLimitService } from '../spend-limits/service';
import { calendarRoutes } from './calendar-routes';
import { recurringPlatformRoutes } from './platform-routes';
import { findCalendarOffer } from './repository';
import { recurringRoutes } from './routes';
import { createRecurringRunner } from './runner';
import { createRecurringService } from './service';

interface RecurringDeps {
  db: Database;
  clock: Clock;
  purchases: PurchaseService;
  sites: SiteService;
  funds: FundsService;
  spendLimits: SpendLimitService;
  notifications: NotificationService;
  leadMs?: number;
  concurrency?: number;
  publicBaseUrl?: string;
}

type Recurring = ReturnType<typeof createRecurring>;

/**
 * The recurring-purchases module as the app uses it: the customer-facing service, the runner (the job
 * `recurring-purchases` runs it, `jobs/job-table.ts`) and the subscription calendar's offers.
 * `RECURRING_LEAD_HOURS` sets how long before a draw's sales stop its recurring purchases run (default 24).
 */
export function createRecurring({ db, ...deps }: RecurringDeps) {
  const hasDefaultCard = async (customerId: string) => (await deps.funds.listFunds(customerId)).some((fund) => fund.default);
  const leadHours = Number(process.env.RECURRING_LEAD_HOURS);
  const service = createRecurringService(db, { now: () => deps.clock.now(), hasDefaultCard });
  const runner = createRecurringRunner(db, {
    clock: deps.clock,
    purchases: deps.purchases,
    siteWithin: (tx, key) => deps.sites.siteWithin(tx, key),
    notify: (tx, notification) => deps.notifications.notify(tx, notification),
    limitFacts: (customerId, site) => deps.spendLimits.state(customerId, site),
    hasDefaultCard,
    walletBalance: async (customerId) => walletBalance(db, customerId),
    topUpFromCard: async ({ customerId, siteKey, shortfall, key }) => {
      const site = await deps.sites.getSite(siteKey);
      const fund = (await deps.funds.listFunds(customerId)).find((candidate) => candidate.default);
      if (!site || !fund) return { ok: false, message: 'there is no default card.' };
      // The gateway's smallest deposit: a shortfall under it is topped up to it (the rest stays in the wallet).
      const minimum = (await deps.funds.paymentMethods(customerId, site, {}))[0]?.rules.minAmount.amount ?? 0;
      try {
        // No one is there to pass a 3-D Secure check: its way back names the site's own host (a challenge is a soft failure).
        const notifyBase = `${deps.publicBaseUrl ?? `https://${site.domains[0] ?? 'localhost'}`}/3ds/notify`;
        const { deposit } = await deps.funds.deposit(site, customerId, fund.id, key, { amount: Math.max(shortfall, minimum) }, notifyBase);
        if (deposit.status === 'succeeded') return { ok: true };
        if (deposit.status === 'requires_action') return { ok: false, message: 'your bank asked for a 3-D Secure check, which needs you there. Make a deposit or choose your wallet.' };
        return { ok: false, message: deposit.message ?? 'your card was declined.' };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, message: error.message };
        throw error;
      }
    },
    leadMs: deps.leadMs ?? (Number.isFinite(leadHours) && leadHours > 0 ? leadHours * 3_600_000 : undefined),
    concurrency: deps.concurrency,
  });
  const calendarOffer = (siteKey: string, offerKey: string, at: Date, draws: number) => findCalendarOffer(db, siteKey, offerKey, at, draws);
  return { service, runner, calendarOffer, leadHours: runner.leadMs / 3_600_000 };
}

/** Autoplays, subscriptions and pre-orders: the customer's calls, the public calendar PDF, and runs on demand behind the test doors. */
export const recurringPlugin = {
  build: createRecurring,
  routes: {
    v2: (v2: RouteScope, { recurring, identity }: { recurring: Recurring; identity: Authenticator }) => v2.register(recurringRoutes, { recurring: recurring.service, runner: recurring.runner, identity }),
    public: (scope: RouteScope, { recurring, now }: { recurring: Recurring; now: () => Date }) => scope.register(calendarRoutes, { calendarOffer: recurring.calendarOffer, now, leadHours: recurring.leadHours }),
    platform: async (platform: RouteScope, { recurring, config }: { recurring: Recurring; config: AppConfig }) => {
      if (config.testDoors) await platform.register(recurringPlatformRoutes, { runner: recurring.runner, opsToken: config.opsToken });
    },
  },
};
