import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** Background work run on a cron schedule by pg-boss. Its steps must be idempotent and safe with several instances. */
export interface ScheduledJob {
  name: string;
  /** pg-boss cron (5 fields, minute resolution). */
  cron: string;
  run: () => Promise<unknown>;
  /** Poll this job's queue this often instead of the backend's default (work a customer waits for). */
  pollingIntervalSeconds?: number;
  /** Given a way to queue a run now (pg-boss `send`), for work started by a request rather than only by cron. */
  onQueue?: (sendNow: () => Promise<void>) => void;
}

// PGlite runs one statement at a time for the whole process: poll gently so jobs never crowd out requests.
const POLL_SECONDS = { pglite: 10, postgres: 2 } as const;

/**
 * Starts pg-boss on the app's own database connections (its `db.executeSql` option: node-postgres natively,
 * PGlite through `exec`/`query`), schedules each job's cron and works its queue, one run at a time across
 * every instance (queue policy `singleton`). Returns `stop`, which waits for runs in progress.
 */
export async function startJobRunner(handle: DatabaseHandle, jobs: readonly ScheduledJob[], log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.executeSql(text, values) },
    schedule: true,
    supervise: true,
    migrate: true,
    cronMonitorIntervalSeconds: 30,
    monitorStateIntervalSeconds: 600,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
    await boss.schedule(job.name, job.cron);
    job.onQueue?.(async () => {
      await boss.send(job.name, {});
    });
    await boss.work(job.name, { pollingIntervalSeconds: job.pollingIntervalSeconds ?? POLL_SECONDS[handle.kind] }, async () => {
      const started = Date.now();
      try {
        const result = await job.run();
        log.debug({ job: job.name, ms: Date.now() - started, result }, 'job ran');
      } catch (error) {
        log.error({ job: job.name, err: error }, 'job failed');
        throw error;
      }
    });
  }
  return () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each background job's work by name (`draws-tick`, `deposits-sweep`), to run once on demand without pg-boss. */
    jobs: Readonly<Record<string, () => Promise<unknown>>>;
  }
}
