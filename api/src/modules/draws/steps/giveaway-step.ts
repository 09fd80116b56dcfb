import { drawWinningTickets } from '../fairness/fair-numbers';
import { newDrawSeed } from '../fairness/draw-seed';
import type { GiveawayEntrant } from '../giveaway-draws';
import { DRAW_TYPE_SCORERS } from '../scoring/giveaway-scorer';
import type { StepContext } from './context';

/** Which entrants win: entry numbers 1..N in entrant order, `winnersCount` numbers drawn from the seed, scored per entrant. */
export function giveawayWinners(seed: string, entrants: readonly GiveawayEntrant[], winnersCount: number): { entriesCount: number; winners: GiveawayEntrant[] } {
  const entriesCount = entrants.reduce((sum, entrant) => sum + entrant.entries, 0);
  const drawn = entriesCount === 0 ? [] : drawWinningTickets(seed, entriesCount, Math.min(winnersCount, entriesCount));
  const winners: GiveawayEntrant[] = [];
  let first = 1;
  for (const entrant of entrants) {
    if (DRAW_TYPE_SCORERS.giveaway({ first, entries: entrant.entries }, drawn).division === 1) winners.push(entrant);
    first += entrant.entries;
  }
  return { entriesCount, winners };
}

/**
 * Giveaway draws whose close has passed: open → drawn in one transaction each (entries written down, winners
 * drawn from the committed seed, prizes credited and winners told by the owning module). Returns how many it drew.
 */
export async function giveawayStep(context: StepContext): Promise<number> {
  const giveaways = context.giveaways;
  if (!giveaways) return 0;
  let drawn = 0;
  for (;;) {
    const done = await context.db.transaction(async (tx) => {
      const now = context.clock.now();
      const draw = await giveaways.claimDue(tx, now);
      if (!draw) return false;
      const committed = draw.seed && draw.seedHash ? { seed: draw.seed, hash: draw.seedHash } : newDrawSeed();
      const entrants = await giveaways.entrants(tx, draw.id, now);
      const { entriesCount, winners } = giveawayWinners(committed.seed, entrants, draw.winnersCount);
      await giveaways.settle(tx, draw.id, { seed: committed.seed, seedHash: committed.hash, entriesCount, winners, at: now });
      drawn += 1;
      return true;
    });
    if (!done) return drawn;
  }
}
