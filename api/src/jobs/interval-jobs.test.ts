import type { FastifyBaseLogger } from 'fastify';
import { startIntervalJobs } from './interval-jobs';

const silentLog = () => ({ debug: jest.fn(), error: jest.fn() }) as unknown as FastifyBaseLogger & { debug: jest.Mock; error: jest.Mock };

describe('startIntervalJobs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a job on its interval and never starts a run while the last one is still going', async () => {
    let finish: () => void = () => undefined;
    const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startIntervalJobs([{ name: 'sweep', everyMs: 1000, run }], silentLog());
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await stop();
  });

  it('logs a failing run and keeps the job going', async () => {
    const log = silentLog();
    const run = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const stop = startIntervalJobs([{ name: 'sweep', everyMs: 1000, run }], log);
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'sweep' }), 'job failed');
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('stops: no run after stop, and stop waits for the run in progress', async () => {
    let finished = false;
    const run = jest.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
    });
    const stop = startIntervalJobs([{ name: 'sweep', everyMs: 1000, run }], silentLog());
    jest.advanceTimersByTime(1000);
    const stopping = stop();
    jest.advanceTimersByTime(500);
    await stopping;
    expect(finished).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
