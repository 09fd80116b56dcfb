import type { DatabaseHandle } from '../../db/client';
import { OUTBOX_CHANNEL } from './repository';
import type { OutboxService } from './service';

interface Log {
  error(details: object, message: string): void;
  warn(message: string): void;
}

/**
 * Sends mail as soon as the transaction that wrote it commits: `enqueue` NOTIFYs OUTBOX_CHANNEL, which
 * PostgreSQL delivers on commit (never for a rollback), and each notice runs `sendPending`. Notices that
 * arrive during a run fold into one more run after it. Every API instance listens; the claims'
 * `FOR UPDATE SKIP LOCKED` lets each mail go out once whichever instance claims it. The `outbox-send`
 * cron job stays the safety net (a notice missed while a connection was down, retries after backoff).
 * Answers `stop`, which stops listening and waits for a run in progress; a handle without `listen`
 * (made by hand in a test) leaves the cron job alone to send.
 */
export async function sendMailOnCommit(handle: DatabaseHandle, outbox: Pick<OutboxService, 'sendPending'>, log: Log): Promise<() => Promise<void>> {
  if (!handle.listen) {
    log.warn('the database handle cannot LISTEN: mail goes out on the outbox-send job only');
    return async () => undefined;
  }
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        await outbox.sendPending();
      } catch (error) {
        log.error({ err: error }, 'sending mail after commit failed; the outbox-send job retries it');
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  };

  const unlisten = await handle.listen(OUTBOX_CHANNEL, kick);
  // Mail written while no instance was listening goes out now rather than at the next cron minute.
  kick();
  return async () => {
    stopped = true;
    await unlisten();
    await running;
  };
}
