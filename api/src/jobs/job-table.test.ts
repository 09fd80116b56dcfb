import { jobTable } from './job-table';
import type { JobServices } from './job-table';

/** Services whose every job's work answers its own name, so a test sees which work a job runs. */
function services(payouts: 'provider' | 'manual'): JobServices {
  const work = (name: string) => async () => name;
  return {
    funds: { sweepStaleDeposits: work('sweep') },
    draws: { tick: work('tick') },
    outbox: { sendPending: work('send') },
    giveaways: { resolveUnlocks: work('unlocks'), scheduleAhead: work('schedule') },
    premiumRenewals: { renewDue: work('renew') },
    lottoPartyClosing: work('close'),
    monthlyStatements: work('statements'),
    payoutMode: payouts === 'provider' ? { kind: 'provider', payDueWithdrawals: work('payout') } : { kind: 'manual', manual: {} },
    migrations: { runPending: work('migrate'), onQueue: () => {} },
    recurring: { runner: { run: work('recurring') } },
  } as unknown as JobServices;
}

describe('the job table', () => {
  it('lists every job once, in the order they are scheduled, each running its service', async () => {
    const jobs = jobTable(services('provider'));
    expect(jobs.map((job) => job.name)).toEqual([
      'deposits-sweep',
      'draws-tick',
      'outbox-send',
      'membership-unlocks',
      'membership-giveaways',
      'membership-renewals',
      'lotto-party-close',
      'statements-monthly',
      'withdrawals-payout',
      'customer-migrations',
      'recurring-purchases',
    ]);
    expect(await Promise.all(jobs.map((job) => job.run()))).toEqual(['sweep', 'tick', 'send', 'unlocks', 'schedule', 'renew', 'close', 'statements', 'payout', 'migrate', 'recurring']);
  });

  it('runs every job each minute except the monthly statements, which look hourly for a month that has ended', () => {
    const crons = Object.fromEntries(jobTable(services('provider')).map((job) => [job.name, job.cron]));
    expect(crons['statements-monthly']).toBe('15 * * * *');
    expect(Object.entries(crons).filter(([, cron]) => cron !== '* * * * *').map(([name]) => name)).toEqual(['statements-monthly']);
  });

  it('has no payout job when ops pay withdrawals by hand (PAYOUT_PROVIDER=manual)', () => {
    expect(jobTable(services('manual')).map((job) => job.name)).not.toContain('withdrawals-payout');
  });

  it('polls the migration queue every second and lets a request queue a run at once', () => {
    const migration = jobTable(services('manual')).find((job) => job.name === 'customer-migrations');
    expect(migration?.pollingIntervalSeconds).toBe(1);
    expect(migration?.onQueue).toBeDefined();
  });
});
