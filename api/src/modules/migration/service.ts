import type { MigrationState, MigrationStatus } from '@drawfront/shared/contract/migration';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { LegacySystem } from './legacy-system';
import { claimPending, clearFailure, findMigration, finishMigration, startMigration, statusOf } from './repository';

/** At most this many migrations per job run; the next run (queued by the next request, or cron) takes the rest. */
const BATCH = 50;

export interface MigrationServiceOptions {
  now: () => Date;
  /** None where no connector is configured: the site capability is withheld then, and pending rows wait for one. */
  legacy: LegacySystem | null;
}

/** What `POST /migration/migrate` answers: 202 while it runs, 200 once migrated. */
export interface MigrateOutcome {
  httpStatus: 200 | 202;
  state: MigrationState;
}

export type MigrationService = ReturnType<typeof createMigrationService>;

/**
 * Account migration (groups spec §4 "Migration modal"). The call starts the migration and answers 202; the work
 * runs as the `customer-migrations` job (pg-boss), so the client polls the same call until it answers 200, or
 * 422 `migration_failed` once when the legacy system refused (the customer may then try again).
 */
export function createMigrationService(db: Database, options: MigrationServiceOptions) {
  const { now } = options;
  // Set by the job runner: queues a run at once, so a customer does not wait for the cron minute.
  let sendNow: (() => Promise<void>) | null = null;

  return {
    onQueue(send: () => Promise<void>): void {
      sendNow = send;
    },

    async status(customerId: string): Promise<MigrationStatus> {
      return statusOf(await findMigration(db, customerId));
    },

    async migrate(customerId: string): Promise<MigrateOutcome> {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const row = await findMigration(tx, customerId, { lock: true });
        if (!row) throw new AppError(ERROR_CODES.migrationNotEligible);
        if (row.state === 'migrated') return 'migrated' as const;
        if (row.state === 'in_progress') return 'pending' as const;
        if (row.failure !== null) {
          // Told once; returned (not thrown) so the clearing commits and the next call is a new attempt.
          await clearFailure(tx, customerId, at);
          return { failed: row.failure };
        }
        await startMigration(tx, customerId, at);
        return 'started' as const;
      });
      if (typeof outcome === 'object') throw new AppError(ERROR_CODES.migrationFailed, [outcome.failed]);
      if (outcome === 'migrated') return { httpStatus: 200, state: { migrationStatus: 'migrated' } };
      // Queued after the commit, so the job sees the row. A failure to queue leaves it to the cron run.
      if (outcome === 'started') await sendNow?.().catch(() => undefined);
      return { httpStatus: 202, state: { migrationStatus: 'in_progress' } };
    },

    /** The `customer-migrations` job: hands each pending account over through the legacy system, one transaction each. */
    async runPending(): Promise<{ migrated: number; failed: number }> {
      const { legacy } = options;
      if (!legacy) return { migrated: 0, failed: 0 };
      let migrated = 0;
      let failed = 0;
      for (let i = 0; i < BATCH; i += 1) {
        const done = await db.transaction(async (tx) => {
          const row = await claimPending(tx);
          if (!row) return null;
          const result = await legacy.transfer(row.legacyAccount);
          await finishMigration(tx, row.customerId, result, now());
          return result.ok;
        });
        if (done === null) break;
        if (done) migrated += 1;
        else failed += 1;
      }
      return { migrated, failed };
    },
  };
}
