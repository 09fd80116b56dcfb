import type { MigrationState } from '@drawfront/shared/contract/migration';
import { MIGRATION_MAX_POLLS, MIGRATION_POLL_INTERVAL_MS } from '@drawfront/shared/rules/session-timing';

export interface MigratePollDeps {
  /** `POST /migration/migrate`; the poll repeats the same call (groups spec §7). */
  migrate: () => Promise<MigrationState>;
  /** Resolves after `ms` (a timer; tests use fake ones). */
  wait?: (ms: number) => Promise<void>;
  /** Told before each poll is sent. */
  onPoll?: (poll: number) => void;
  /** True once the modal is gone (signed out, page left): no further call is sent. */
  cancelled?: () => boolean;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Groups spec §4: "Migrate posts the request, then polls: a 202 reply repeats the poll every 3 seconds, up to 5
 * attempts; a 200 reply means success." Answers `success`, `failure` (a refused call, or still running after the
 * fifth poll) or `cancelled`.
 */
export async function migrateAndPoll(deps: MigratePollDeps): Promise<'success' | 'failure' | 'cancelled'> {
  const wait = deps.wait ?? timer;
  try {
    let answer = await deps.migrate();
    let polls = 0;
    while (answer.migrationStatus === 'in_progress') {
      if (polls >= MIGRATION_MAX_POLLS) return 'failure';
      await wait(MIGRATION_POLL_INTERVAL_MS);
      if (deps.cancelled?.()) return 'cancelled';
      polls += 1;
      deps.onPoll?.(polls);
      answer = await deps.migrate();
    }
    return answer.migrationStatus === 'migrated' ? 'success' : 'failure';
  } catch {
    return deps.cancelled?.() ? 'cancelled' : 'failure';
  }
}
