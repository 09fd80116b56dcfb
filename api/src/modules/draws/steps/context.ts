import type { Database, Transaction } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { NewNotification } from '../../notifications/service';
import type { OutboxMail } from '../../outbox/service';
import type { GiveawayDraws } from '../giveaway-draws';

/** How the engine tells customers: the notifications feed and the outbox, both written inside the step's transaction. */
export interface DrawTellers {
  notify(tx: Transaction, notification: NewNotification): Promise<void>;
  enqueue(tx: Transaction, mail: OutboxMail): Promise<void>;
}

/** A part of a ticket's prize for one customer (a lotto party session's ticket pays its members by shares). */
export interface PrizePart {
  customerId: string;
  cents: number;
}

/**
 * Hooks for tickets held by a group (lotto party sessions), called inside the step's transaction:
 * `beforeDraw` when a closed draw is about to be drawn (the group buys its tickets now, so they are drawn
 * with the rest), `splitPrize` when a batch of prizes is paid (answers, per ticket it holds, who gets
 * what; the parts must sum to the ticket's prize; tickets not in the answer pay their own customer).
 */
export interface GroupTicketHooks {
  beforeDraw(tx: Transaction, drawId: number, now: Date): Promise<void>;
  splitPrize(tx: Transaction, prizes: readonly { id: string; customerId: string; prizeCents: number }[]): Promise<Map<string, PrizePart[]>>;
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
  /** Giveaway draws (the membership programme's), drawn by the giveaway step; absent: none. */
  giveaways?: GiveawayDraws;
  groupTickets?: GroupTicketHooks;
  /** The site's public URL (no trailing slash), read in `tx`: links in a mail must be absolute to open from a mail client. */
  sitePublicUrl?: (tx: Transaction, siteKey: string) => Promise<string>;
}
