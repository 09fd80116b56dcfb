import { commitTickets, drawsToCommit } from '../fairness/commit-tickets';
import { closeDueDraws } from '../repository';
import type { StepContext } from './context';

/** DRAW_OPEN (or DRAW_CAPPED) → DRAW_CLOSED for every draw whose sales stop has passed; each closed draw then commits to its tickets. */
export async function closeStep(context: StepContext): Promise<number> {
  const closed = await closeDueDraws(context.db, context.clock.now());
  for (const drawId of await drawsToCommit(context.db)) {
    await context.db.transaction(async (tx) => {
      // Groups buy their tickets for the draw at its close, so they are committed with the rest.
      for (const group of context.groupTickets ?? []) await group.beforeDraw?.(tx, drawId, context.clock.now());
      await commitTickets(tx, drawId, context.clock.now());
    });
  }
  return closed;
}
