import type { Database, Transaction } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { NewNotification } from '../../notifications/service';
import type { OutboxMail } from '../../outbox/service';

/** How the engine tells customers: the notifications feed and the outbox, both written inside the step's transaction. */
export interface DrawTellers {
  notify(tx: Transaction, notification: NewNotification): Promise<void>;
  enqueue(tx: Transaction, mail: OutboxMail): Promise<void>;
}

/** What every step runs with. */
export interface StepContext {
  db: Database;
  clock: Clock;
  tell: DrawTellers;
  /** Prizes above this are marked claim_required instead of paid. */
  claimThresholdCents: number;
  /** Tickets scored per page and prizes paid per transaction. */
  scoreBatchSize: number;
  payBatchSize: number;
  /** Tests only: throw after this many pay batches have committed (a crash mid-payment). */
  failAfterPayBatches?: number;
}
