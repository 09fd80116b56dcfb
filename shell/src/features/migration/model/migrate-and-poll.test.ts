import type { MigrationState } from '@drawfront/shared/contract/migration';
import { MIGRATION_MAX_POLLS, MIGRATION_POLL_INTERVAL_MS } from '@drawfront/shared/rules/session-timing';
import { migrateAndPoll } from './migrate-and-poll';

const pending: MigrationState = { migrationStatus: 'in_progress' };
const migrated: MigrationState = { migrationStatus: 'migrated' };

describe('migrateAndPoll (groups spec §4: a 202 repeats the poll every 3 s, up to 5 attempts)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A migrate call that records when it was sent and answers from `answers` (the last one repeats). */
  function fakeMigrate(answers: (MigrationState | Error)[]) {
    const sentAt: number[] = [];
    const start = Date.now();
    const migrate = jest.fn(async () => {
      sentAt.push(Date.now() - start);
      const answer = answers[Math.min(sentAt.length - 1, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    return { migrate, sentAt };
  }

  it('posts, then polls every 3 s while the answer is 202, and succeeds on the 200', async () => {
    const { migrate, sentAt } = fakeMigrate([pending, pending, pending, migrated]);
    const result = migrateAndPoll({ migrate });
    await jest.advanceTimersByTimeAsync(MIGRATION_POLL_INTERVAL_MS - 1);
    expect(sentAt).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([0, 3000]);
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBe('success');
    expect(sentAt).toEqual([0, 3000, 6000, 9000]);
  });

  it('stops after the fifth poll and fails when the migration is still running', async () => {
    const { migrate, sentAt } = fakeMigrate([pending]);
    const polls: number[] = [];
    const result = migrateAndPoll({ migrate, onPoll: (poll) => polls.push(poll) });
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBe('failure');
    expect(MIGRATION_MAX_POLLS).toBe(5);
    expect(sentAt).toEqual([0, 3000, 6000, 9000, 12000, 15000]);
    expect(polls).toEqual([1, 2, 3, 4, 5]);
  });

  it('succeeds at once on a 200 to the first call, with no poll', async () => {
    const { migrate } = fakeMigrate([migrated]);
    await expect(migrateAndPoll({ migrate })).resolves.toBe('success');
    expect(migrate).toHaveBeenCalledTimes(1);
  });

  it('fails when a call is refused, without polling again', async () => {
    const { migrate } = fakeMigrate([pending, new Error('422 migration_failed')]);
    const result = migrateAndPoll({ migrate });
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBe('failure');
    expect(migrate).toHaveBeenCalledTimes(2);
  });

  it('sends nothing more once cancelled (signed out, modal gone)', async () => {
    const { migrate } = fakeMigrate([pending]);
    let cancelled = false;
    const result = migrateAndPoll({ migrate, cancelled: () => cancelled });
    cancelled = true;
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toBe('cancelled');
    expect(migrate).toHaveBeenCalledTimes(1);
  });
});
