import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { Transaction } from '../../../db/client';
import { allocatePrizes } from '../scoring/allocate-prizes';
import type { PrizeAllocation } from '../scoring/allocate-prizes';
import { scorerFor } from '@drawfront/shared/scoring/scorers';
import type { Scorer } from '@drawfront/shared/scoring/scorers';
import { advanceDraw, assignPrizes, claimDraw, insertDivisions, markRaffleWinners, rollJackpotInto, ticketsToScore, winnersByDivision, writeScores } from '../repository';
import type { EngineDraw } from '../repository';
import type { StepContext } from './context';
import type { PrizeTable } from '../../../db/schema/json-types';

/** Scores every ticket of a lottery draw page by page, then shares the prizes out by division. */
async function scoreLottery(tx: Transaction, context: StepContext, draw: EngineDraw, table: PrizeTable): Promise<number> {
  const result = draw.result ?? {};
  const scorers = new Map<GameTypeKey, Scorer>();
  let after: string | null = null;
  for (;;) {
    const page = await ticketsToScore(tx, draw.id, after, context.scoreBatchSize);
    if (page.length === 0) break;
    await writeScores(
      tx,
      page.map((ticket) => {
        let scorer = scorers.get(ticket.gameType);
        if (!scorer) scorers.set(ticket.gameType, (scorer = scorerFor(ticket.gameType)));
        const scored = scorer(ticket.game, result, table);
        return { id: ticket.id, division: scored.division, matched: scored.matched, wins: scored.wins };
      }),
    );
    after = page.at(-1)!.id;
  }
  const winners = await winnersByDivision(tx, draw.id);
  const allocation = allocatePrizes({ table, winners, salesCents: draw.salesCents ?? 0, jackpotCents: draw.jackpotCents ?? 0 });
  await insertDivisions(tx, draw.id, allocation.divisions);
  return allocation.jackpotRolloverCents;
}

/** Raffles: the drawn entries win the draw's prize, first entry first. */
async function scoreRaffle(tx: Transaction, draw: EngineDraw): Promise<void> {
  const winning = draw.result?.numbers ?? [];
  await markRaffleWinners(tx, draw.id, winning);
  const prize = draw.prizePoolCents ?? 0;
  await insertDivisions(tx, draw.id, winning.length > 0 ? [{ division: 1, winners: 1, poolCents: prize, prizeCents: prize }] : []);
}

/** The dividends of a draw a group scores itself (see `GroupTicketHooks.scoreDraw`); null when no group holds it. */
async function scoreByGroup(tx: Transaction, context: StepContext, draw: EngineDraw, table: PrizeTable): Promise<PrizeAllocation | null> {
  for (const group of context.groupTickets ?? []) {
    const allocation = await group.scoreDraw?.(tx, draw, table);
    if (allocation) return allocation;
  }
  return null;
}

/**
 * DRAW_DRAWN → DRAW_SCORED, one draw per transaction: every ticket's division and matched numbers, the
 * dividends, the prizes owed (claim_required above the threshold) and the jackpot rolled into the next draw.
 * Customers hear their results only once prizes are paid (the email step). A crash rolls the whole draw back, so scoring restarts clean.
 */
export async function scoreStep(context: StepContext): Promise<number> {
  let scored = 0;
  for (;;) {
    const done = await context.db.transaction(async (tx) => {
      const draw = await claimDraw(tx, 'DRAW_DRAWN');
      if (!draw) return false;
      const now = context.clock.now();
      let rolloverCents: number | null = null;
      if (draw.offer.type === 'raffle_ticket') await scoreRaffle(tx, draw);
      else if (draw.offer.prizeTable) {
        // A group that holds the draw's tickets itself (a syndicate) scores them; every other lottery draw is scored here.
        const allocation = await scoreByGroup(tx, context, draw, draw.offer.prizeTable);
        if (allocation) await insertDivisions(tx, draw.id, allocation.divisions);
        rolloverCents = allocation ? allocation.jackpotRolloverCents : await scoreLottery(tx, context, draw, draw.offer.prizeTable);
      }
      await assignPrizes(tx, { id: draw.id, offerId: draw.offer.id, currency: draw.offer.currency }, context.claimThresholdCents);
      // Last, so the next draw's row (which purchases share-lock) is held only until this commits.
      if (rolloverCents) await rollJackpotInto(tx, { offerId: draw.offer.id, drawDate: draw.drawDate }, rolloverCents);
      if (!(await advanceDraw(tx, draw.id, 'DRAW_DRAWN', 'DRAW_SCORED', { scoredAt: now, rolloverCents }))) {
        throw new Error(`draw ${draw.drawNo} of ${draw.offer.key} left DRAW_DRAWN while locked`);
      }
      scored += 1;
      return true;
    });
    if (!done) return scored;
  }
}
