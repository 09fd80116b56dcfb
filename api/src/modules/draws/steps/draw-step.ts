import { drawNumbers, drawWinningTickets } from '../fairness/fair-numbers';
import { newDrawSeed } from '../fairness/draw-seed';
import { commitTickets } from '../fairness/commit-tickets';
import { advanceDraw, claimDraw, drawSales, numberRaffleEntries } from '../repository';
import type { EngineDraw } from '../repository';
import type { StepContext } from './context';
import type { Transaction } from '../../../db/client';
import type { DrawnNumbers } from '../../../db/schema/json-types';

/** Raffles give one prize per draw: the draw's prize. */
const RAFFLE_WINNERS = 1;

/** The draw's numbers from its seed: lotteries from their prize table's machine, raffles among the entries sold. */
async function resultOf(tx: Transaction, draw: EngineDraw, seed: string, ticketsSold: number): Promise<DrawnNumbers> {
  if (draw.offer.type === 'raffle_ticket') {
    await numberRaffleEntries(tx, draw.id);
    return { numbers: ticketsSold === 0 ? [] : drawWinningTickets(seed, ticketsSold, RAFFLE_WINNERS) };
  }
  // An offer without a prize table has nothing to match numbers against: its draw records none.
  if (!draw.offer.prizeTable) return {};
  return drawNumbers(seed, draw.offer.prizeTable.machine);
}

/** DRAW_CLOSED → DRAW_DRAWN for each closed draw whose draw time has come: numbers from the committed seed, sales counted. */
export async function drawStep(context: StepContext): Promise<number> {
  let drawn = 0;
  for (;;) {
    const done = await context.db.transaction(async (tx) => {
      const now = context.clock.now();
      const draw = await claimDraw(tx, 'DRAW_CLOSED', now);
      if (!draw) return false;
      // Groups' tickets for this draw (lotto party sessions) are bought now, before the sales are counted.
      for (const group of context.groupTickets ?? []) await group.beforeDraw?.(tx, draw.id, now);
      // The close step commits the tickets; a draw that reached here without (closed before that existed) commits now, before its reveal.
      await commitTickets(tx, draw.id, now);
      // A draw created before the engine had no commitment; it gets its seed now (logged by the hash's absence until here).
      const committed = draw.seed && draw.seedHash ? { seed: draw.seed, hash: draw.seedHash } : newDrawSeed();
      const sales = await drawSales(tx, draw.id);
      const result = await resultOf(tx, draw, committed.seed, sales.tickets);
      const moved = await advanceDraw(tx, draw.id, 'DRAW_CLOSED', 'DRAW_DRAWN', {
        seed: committed.seed,
        seedHash: committed.hash,
        result,
        drawnAt: now,
        salesCents: sales.cents,
        jackpotCents: draw.jackpotCents ?? draw.prizePoolCents ?? 0,
      });
      if (!moved) throw new Error(`draw ${draw.drawNo} of ${draw.offer.key} left DRAW_CLOSED while locked`);
      drawn += 1;
      return true;
    });
    if (!done) return drawn;
  }
}
