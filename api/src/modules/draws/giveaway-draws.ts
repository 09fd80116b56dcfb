import type { Transaction } from '../../db/client';

/** One entry of a giveaway draw as the engine sees it: whose it is and how many entry numbers it holds. */
export interface GiveawayEntrant {
  entryId: string;
  customerId: string;
  entries: number;
}

/** A giveaway draw the engine has claimed (locked) to draw. */
export interface ClaimedGiveaway {
  id: string;
  label: string;
  seed: string | null;
  seedHash: string | null;
  winnersCount: number;
}

/**
 * Giveaways are a draw type whose draws, entries and prizes another module owns (membership). The engine
 * draws them (seeded like every draw, scored by the giveaway scorer) through this seam, so the draws module
 * never reads that module's tables and the membership module never picks a winner itself.
 */
export interface GiveawayDraws {
  /** The next open giveaway draw whose close has passed, locked in `tx` (FOR UPDATE SKIP LOCKED), or null. */
  claimDue(tx: Transaction, now: Date): Promise<ClaimedGiveaway | null>;
  /** Everyone entered in the draw with their counted entries (written down now, at the close), in a fixed order. */
  entrants(tx: Transaction, drawId: string, now: Date): Promise<GiveawayEntrant[]>;
  /** Records the draw as drawn with its revealed seed, credits or notifies the winning entries. */
  settle(tx: Transaction, drawId: string, outcome: { seed: string; seedHash: string; entriesCount: number; winners: GiveawayEntrant[]; at: Date }): Promise<void>;
  /** Moves the close of a site's next open draw of `type` to now (run-now, outside production); false when there is none. */
  closeNext(siteKey: string, type: string, now: Date): Promise<{ drawId: string; number: number } | null>;
}
