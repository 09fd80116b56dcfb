import type { FastifyBaseLogger } from 'fastify';

/** A job that runs every `everyMs` in each API process. Its steps must be idempotent: every instance runs it. */
export interface IntervalJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs each job on its interval, never two runs of one job at once, logging failures instead of crashing
 * the API. Returns `stop`, which clears the timers and waits for runs in progress to finish. Timers are
 * unref'd so a forgotten stop never holds the process open.
 */
export function startIntervalJobs(jobs: readonly IntervalJob[], log: FastifyBaseLogger): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const tick = (job: IntervalJob) => {
    if (stopped || running.has(job.name)) return;
    const started = Date.now();
    const run = job
      .run()
      .then(
        (result) => log.debug({ job: job.name, ms: Date.now() - started, result }, 'job ran'),
        (error: unknown) => log.error({ job: job.name, err: error }, 'job failed'),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });

  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Each background job's work by name (`deposits-sweep`), to run once on demand. */
    jobs: Readonly<Record<string, () => Promise<unknown>>>;
  }
}
