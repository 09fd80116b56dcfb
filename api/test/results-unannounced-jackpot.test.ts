import type { DrawDetails, FullResults } from '@drawfront/shared/contract/draws';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { draws, productOffers } from '../src/db/schema';
import { backends, setupApp } from './helper';

jest.setTimeout(60_000);

// Midweek Draw announces its jackpot only after each draw's sales are in: home says "Announced soon".
const MIDWEEK = 'midweek-draw';

describe.each(backends())('results of a draw whose jackpot was never announced on %s', (backend) => {
  const t = setupApp(backend);

  it('answers no jackpot figure, as home does, even when the draw played for a rollover', async () => {
    const { offers } = (await t.inject({ method: 'GET', url: '/v2/pricing/default/product_offers', sign: 'drawfront' })).json() as { offers: ProductOffer[] };
    expect(offers.find((offer) => offer.key === MIDWEEK)!.draws[0]).toMatchObject({ isPrizePoolUnknown: true, prizePool: null });

    // The newest drawn draw played for a $41 rollover from the one before, its pool never announced.
    const [drawn] = await t.database.db
      .select({ id: draws.id, drawNo: draws.drawNo })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, MIDWEEK), inArray(draws.status, ['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'])))
      .orderBy(desc(draws.drawNo))
      .limit(1);
    await t.database.db.update(draws).set({ jackpotCents: 4_100, isPrizePoolUnknown: true, prizePoolCents: null }).where(eq(draws.id, drawn!.id));

    const { results } = (await t.inject({ method: 'GET', url: '/v2/draw/full_result', sign: 'drawfront' })).json() as FullResults;
    expect(results.find((result) => result.offerKey === MIDWEEK)).toMatchObject({ drawNo: drawn!.drawNo, jackpot: null });
    const details = (await t.inject({ method: 'GET', url: `/v2/draw/details/${MIDWEEK}/${drawn!.drawNo}`, sign: 'drawfront' })).json() as DrawDetails;
    expect(details.jackpot).toBeNull();
  });
});
