import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { eq } from 'drizzle-orm';
import { draws } from '../src/db/schema';
import { backends, setupApp } from './helper';

/** The offer list is cached for a few seconds; these are the promises that cache must keep. */
describe.each(backends())('product offers cache on %s', (backend) => {
  let clock = new Date();
  const t = setupApp(backend, {}, { now: () => clock });
  const offers = async () => {
    const response = await t.inject({ method: 'GET', url: '/v2/pricing/default/product_offers', sign: 'drawfront', headers: { 'X-Api-Version': '3.9' } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { offers: ProductOffer[] }).offers;
  };

  it('stops offering a draw the moment its sales close, even from the cache', async () => {
    const before = (await offers()).find((offer) => offer.key === 'saturday-super-draw')!;
    const first = before.draws[0]!;
    clock = new Date(Date.parse(first.stop) + 1); // still inside the cache's lifetime for this app
    const after = (await offers()).find((offer) => offer.key === 'saturday-super-draw')!;
    expect(after.draws.map((draw) => draw.drawNo)).not.toContain(first.drawNo);
    expect(after.draws[0]!.drawNo).toBe(before.draws[1]!.drawNo);
  });

  it('shows a changed prize pool once the cache has expired', async () => {
    const first = (await offers()).find((offer) => offer.key === 'saturday-super-draw')!.draws[0]!;
    await t.database.db.update(draws).set({ prizePoolCents: 4_000_000_000 }).where(eq(draws.id, Number(first.drawId)));
    clock = new Date(clock.getTime() + 10_001);
    const updated = (await offers()).find((offer) => offer.key === 'saturday-super-draw')!.draws[0]!;
    expect(updated.prizePool).toEqual({ amount: 4_000_000_000, currency: 'AUD' });
  });
});
