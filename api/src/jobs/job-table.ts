import type { DrawEngine } from '../modules/draws/engine';
import type { FundsService } from '../modules/funds/service';
import type { GiveawayService } from '../modules/membership/giveaways-service';
import type { createPremiumRenewals } from '../modules/membership/premium-renewals';
import type { MigrationService } from '../modules/migration/service';
import type { OutboxService } from '../modules/outbox/service';
import type { RecurringRunner } from '../modules/recurring/runner';
import type { PayoutMode } from '../modules/withdrawals/platform-routes';
import type { ScheduledJob } from './runner';

/** Every minute (pg-boss cron's resolution). */
const EVERY_MINUTE = '* * * * *';
/** Hourly, at a quarter past. */
const HOURLY = '15 * * * *';

/** The services whose work runs as jobs. */
export interface JobServices {
  funds: FundsService;
  draws: DrawEngine;
  outbox: OutboxService;
  giveaways: GiveawayService;
  premiumRenewals: ReturnType<typeof createPremiumRenewals>;
  lottoPartyClosing: () => Promise<unknown>;
  monthlyStatements: ScheduledJob['run'];
  payoutMode: PayoutMode;
  migrations: MigrationService;
  recurring: { runner: RecurringRunner };
}

/**
 * Every background job: its name (also `app.jobs[name]`, to run it once on demand), its cron, and its work.
 * Each job's steps are idempotent and safe with several instances (jobs/README.md).
 */
export function jobTable(services: JobServices): ScheduledJob[] {
  const { funds, draws, outbox, giveaways, premiumRenewals, lottoPartyClosing, monthlyStatements, payoutMode, migrations, recurring } = services;
  return [
    // Deposits left unfinished are swept.
    { name: 'deposits-sweep', cron: EVERY_MINUTE, run: () => funds.sweepStaleDeposits() },
    // Draws move from open to emailed; giveaways and group tickets are drawn with them.
    { name: 'draws-tick', cron: EVERY_MINUTE, run: () => draws.tick() },
    // Retries and the safety net: a new mail is sent as its transaction commits (outbox/send-on-commit.ts).
    { name: 'outbox-send', cron: EVERY_MINUTE, run: () => outbox.sendPending() },
    { name: 'membership-unlocks', cron: EVERY_MINUTE, run: () => giveaways.resolveUnlocks() },
    { name: 'membership-giveaways', cron: EVERY_MINUTE, run: () => giveaways.scheduleAhead() },
    { name: 'membership-renewals', cron: EVERY_MINUTE, run: () => premiumRenewals.renewDue() },
    { name: 'lotto-party-close', cron: EVERY_MINUTE, run: () => lottoPartyClosing() },
    // Within the hour after a month ends on a site's clock, last month's statements go out (once each).
    { name: 'statements-monthly', cron: HOURLY, run: monthlyStatements },
    // Due withdrawals are paid by the payout provider; with PAYOUT_PROVIDER=manual, ops pay them and there is no job.
    ...(payoutMode.kind === 'provider' ? [{ name: 'withdrawals-payout', cron: EVERY_MINUTE, run: payoutMode.payDueWithdrawals }] : []),
    // Account migration runs as a job a request queues at once (the cron run is the safety net).
    { name: 'customer-migrations', cron: EVERY_MINUTE, pollingIntervalSeconds: 1, run: () => migrations.runPending(), onQueue: (send) => migrations.onQueue(send) },
    // Autoplays, subscriptions and pre-orders due within the lead time (recurring/runner.ts).
    { name: 'recurring-purchases', cron: EVERY_MINUTE, run: () => recurring.runner.run() },
  ];
}
