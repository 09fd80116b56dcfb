// `npm run ops -- verify-draw <offer> <drawNo>` end to end: the ops CLI fetches a drawn draw from a
// listening API and pipes it into the standalone checker (api/scripts/verify-draw.ts).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { draws, productOffers } from '../src/db/schema';
import { DRAW_STATUSES, isDrawn } from '../src/modules/draws/draw-status';
import { backends, OPS_TOKEN, setupApp } from './helper';
import { listeningApi, runOps } from './ops-cli';

describe.each(backends())('ops verify-draw on %s', (backend) => {
  const t = setupApp(backend);
  const api = listeningApi(t);

  const newestDrawn = async (offerKey: string) =>
    (
      await t.database.db
        .select({ id: draws.id, drawNo: draws.drawNo, result: draws.result })
        .from(draws)
        .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
        .where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, offerKey), inArray(draws.status, DRAW_STATUSES.filter(isDrawn))))
        .orderBy(desc(draws.drawNo))
        .limit(1)
    )[0]!;
  const verify = (offerKey: string, drawNo: number) => runOps(['verify-draw', offerKey, String(drawNo), '--api', api.url(), '--token', OPS_TOKEN]);

  it.each(['saturday-super-draw', 'dream-home-raffle'])('recomputes a drawn %s draw from its revealed seed and says it verifies', async (offerKey) => {
    const draw = await newestDrawn(offerKey);
    const { exitCode, output } = await verify(offerKey, draw.drawNo);
    expect(output).toContain('VERIFIED: this draw is the one its seed commits to.');
    expect(exitCode).toBe(0);
  }, 30_000);

  it('fails when the published numbers are not the ones the seed gives', async () => {
    const draw = await newestDrawn('friday-windfall');
    const numbers = draw.result!.numbers!;
    // One ball swapped for one not drawn: what a tampered result would look like.
    const other = Array.from({ length: 44 }, (_, index) => index + 1).find((n) => !numbers.includes(n) && !draw.result!.supplementary?.includes(n))!;
    await t.database.db.update(draws).set({ result: { ...draw.result, numbers: [...numbers.slice(1), other].sort((a, b) => a - b) } }).where(eq(draws.id, draw.id));
    const { exitCode, output } = await verify('friday-windfall', draw.drawNo);
    expect(output).toContain('NOT VERIFIED');
    expect(output).toContain('[verification_failed]');
    expect(exitCode).toBe(1);
  }, 30_000);
});
