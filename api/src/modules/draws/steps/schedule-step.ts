import { newDrawSeed } from '../fairness/draw-seed';
import { insertMissingDraws, scheduledOffers, setSeed, unseededSellingDraws } from '../repository';
import type { NewDraw } from '../repository';
import { drawsToKeepAhead } from '../schedule';
import type { StepContext } from './context';

/**
 * Keeps each scheduled offer's next draws created (so a database started weeks ago still sells), each with a
 * fresh seed whose hash is published from creation; seeds any selling draw that predates the engine.
 */
export async function scheduleStep(context: StepContext): Promise<number> {
  const now = context.clock.now();
  const rows: NewDraw[] = [];
  for (const offer of await scheduledOffers(context.db)) {
    for (const planned of drawsToKeepAhead(offer.schedule, offer.timeZone, now)) {
      const { seed, hash } = newDrawSeed();
      rows.push({
        offerId: offer.id,
        ...planned,
        prizePoolCents: offer.schedule.prizePoolCents,
        prizePoolSuffix: offer.schedule.prizePoolSuffix,
        isPrizePoolUnknown: offer.schedule.prizePoolCents === null,
        jackpotCents: offer.schedule.prizePoolCents,
        seed,
        seedHash: hash,
      });
    }
  }
  const created = await insertMissingDraws(context.db, rows);
  for (const drawId of await unseededSellingDraws(context.db)) await setSeed(context.db, drawId, newDrawSeed());
  return created;
}
