import type { Database, Transaction } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { NewNotification } from '../../notifications/service';
import type { OutboxMail } from '../../outbox/service';
import type { GiveawayDraws } from '../giveaway-draws';
import type { PrizeAllocation } from '../scoring/allocate-prizes';
import type { ProductType } from '@drawfront/shared/contract/catalogue';
import type { DrawnNumbers, PrizeTable } from '../../../db/schema/json-types';

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

/** A draw as group-ticket hooks see it: which offer, its numbers, its sales and jackpot. */
export interface GroupDraw {
  id: number;
  drawNo: number;
  result: DrawnNumbers | null;
  salesCents: number | null;
  jackpotCents: number | null;
  offer: { type: ProductType; name: string; currency: string };
}

/**
 * Hooks for tickets held by a group (lotto party sessions, syndicates), called inside the step's transaction;
 * each group gives the hooks it needs:
 * - `beforeDraw` when a closed draw is about to be drawn (a session buys its tickets now, so they are drawn with the rest);
 * - `scoreDraw` when a draw is scored: a draw whose tickets the group holds itself (a syndicate's) is scored by
 *   the group, which answers the dividends; null for a draw that is not the group's (the engine scores it);
 * - `splitPrize` when a batch of prizes is paid (answers, per ticket it holds, who gets what; the parts must
 *   sum to the ticket's prize; tickets not in the answer pay their own customer);
 * - `payPrizes` once the draw's own tickets are paid: one batch of the group's owed prizes paid in `tx`,
 *   answering how many (0 when none is left).
 */
export interface GroupTicketHooks {
  beforeDraw?(tx: Transaction, drawId: number, now: Date): Promise<void>;
  scoreDraw?(tx: Transaction, draw: GroupDraw, table: PrizeTable): Promise<PrizeAllocation | null>;
  splitPrize?(tx: Transaction, prizes: readonly { id: string; customerId: string; prizeCents: number }[]): Promise<Map<string, PrizePart[]>>;
  payPrizes?(tx: Transaction, draw: GroupDraw, batchSize: number, at: Date): Promise<number>;
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
  /** Every group's hooks (lotto party, syndicates); absent: no group tickets. */
  groupTickets?: readonly GroupTicketHooks[];
}
