import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../client';
import { draws, productOffers, recurringPurchases, recurringRuns } from '../schema';
import type { SeededPlayer } from '../seed';

const DEMO_EMAIL = 'demo@drawfront.example';

/**
 * The demo customer's recurring purchases, so a fresh start shows every page with real records: a Thursday
 * Starburst autoplay that runs only for jackpots of $2,000,000 and over (its runs start at the draw after next,
 * so a demo started now is not charged by surprise), and a Dream Home raffle subscription whose last attempt
 * was a soft failure (funds short) and whose runs start with the pre-order draw.
 */
export async function seedRecurring(db: Database, now: Date, created: readonly SeededPlayer[]): Promise<void> {
  const demo = created.find((player) => player.customer.email === DEMO_EMAIL);
  if (!demo) return;
  const offerDraws = async (key: string) => {
    const [offer] = await db.select({ id: productOffers.id }).from(productOffers).where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, key)));
    if (!offer) return null;
    const upcoming = await db.select({ id: draws.id, drawNo: draws.drawNo, purchaseStatus: draws.purchaseStatus }).from(draws).where(and(eq(draws.offerId, offer.id), gt(draws.stop, now))).orderBy(asc(draws.stop));
    return { offerId: offer.id, upcoming };
  };
  const base = { customerId: demo.id, siteKey: 'drawfront', gameType: 'standard' as const, quickpick: false, createdAt: now, updatedAt: now };

  const starburst = await offerDraws('thursday-starburst');
  const raffle = await offerDraws('dream-home-raffle');
  await db.transaction(async (tx) => {
    if (starburst && starburst.upcoming.length >= 2) {
      await tx.insert(recurringPurchases).values({
        ...base,
        id: randomUUID(),
        kind: 'autoplay',
        offerId: starburst.offerId,
        gameOfferKey: 'thursday-starburst-standard',
        games: [{ numbers: [3, 9, 14, 21, 27, 30, 33], powerball: [7] }, { numbers: [1, 5, 12, 18, 24, 29, 35], powerball: [11] }],
        minimumJackpotCents: 200_000_000,
        firstDrawNo: starburst.upcoming[1]!.drawNo,
        status: 'recurring_status_active',
      });
    }
    const preOrder = raffle?.upcoming.find((draw) => draw.purchaseStatus === 'pre_order');
    const open = raffle?.upcoming.find((draw) => draw.purchaseStatus === 'open');
    if (raffle && preOrder) {
      const id = randomUUID();
      await tx.insert(recurringPurchases).values({
        ...base,
        id,
        kind: 'subscription',
        offerId: raffle.offerId,
        gameOfferKey: 'dream-home-raffle-tickets',
        games: [{}],
        causeKey: 'kids_hospital',
        firstDrawNo: preOrder.drawNo,
        status: 'recurring_status_active',
        lastAttemptStatus: 'soft_failure',
        lastAttemptAt: new Date(now.getTime() - 2 * 86_400_000),
      });
      if (open) {
        await tx.insert(recurringRuns).values({ recurringPurchaseId: id, drawId: open.id, outcome: 'soft_failure', failures: 1, nextTryAt: null, detail: 'Your balance does not cover this entry.', updatedAt: new Date(now.getTime() - 2 * 86_400_000) });
      }
    }
  });
}
