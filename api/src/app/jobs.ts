import type { DatabaseHandle } from '../db/client';
import { jobTable } from '../jobs/job-table';
import { startJobRunner } from '../jobs/runner';
import { sendMailOnCommit } from '../modules/outbox/send-on-commit';
import type { RouteScope } from '../plugins/module-plugin';
import type { BuildAppOptions } from './options';
import type { Services } from './services';

/**
 * Every job's work on `app.jobs` by name, for tests and operators to run once on demand; with `jobs` (the server)
 * pg-boss runs them on their crons, and with `sendMailOnCommit` (defaults to `jobs`) each mail leaves as it commits.
 */
export async function registerJobs(app: RouteScope, handle: DatabaseHandle, services: Services, options: Pick<BuildAppOptions, 'jobs' | 'sendMailOnCommit'>): Promise<void> {
  const jobs = jobTable(services);
  app.decorate('jobs', Object.fromEntries(jobs.map((job) => [job.name, job.run])));
  if (options.jobs) {
    const stopJobs = await startJobRunner(handle, jobs, app.log);
    // preClose runs before onClose, where the database is closed: a run in progress finishes first.
    app.addHook('preClose', stopJobs);
  }
  if (options.sendMailOnCommit ?? options.jobs) {
    const stopSending = await sendMailOnCommit(handle, services.outbox, app.log);
    app.addHook('preClose', stopSending);
  }
}
