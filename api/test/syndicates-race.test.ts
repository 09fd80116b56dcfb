// 40 customers buying shares of one syndicate draw at once.
// Only PostgreSQL (TEST_DATABASE_URL) runs the purchases side by side on separate connections; PGlite runs one
// transaction at a time, so there the race is skipped.
import { randomUUID } from 'node:crypto';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { and, eq, sum } from 'drizzle-orm';
import { draws, productOffers, syndicateShares } from '../src/db/schema';
import { insertSignedInCustomers } from './customers';
import { setupApp } from './helper';
import { fund, ledgerTotals } from './money';

const BUYERS = 40;
const SIZE = 50;
const SHARE_CENTS = 2500;
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('syndicate shares racing on postgres', () => {
  const t = setupApp('postgres');

  it(`sells a draw's ${SIZE} shares to no more buyers than fit when ${BUYERS} buy 2 shares each at once`, async () => {
    const [draw] = await t.database.db
      .select({ id: draws.id, drawNo: draws.drawNo })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .where(and(eq(productOffers.key, 'super-draw-syndicate'), eq(draws.status, 'DRAW_OPEN'), eq(draws.purchaseStatus, 'open')))
      .orderBy(draws.drawDate)
      .limit(1);
    const soldOf = async () => Number((await t.database.db.select({ n: sum(syndicateShares.shares) }).from(syndicateShares).where(eq(syndicateShares.drawId, draw!.id)))[0]?.n ?? 0);
    const left = SIZE - (await soldOf());
    const fits = Math.floor(left / 2);
    expect(fits).toBeLessThan(BUYERS);

    const buyers = await insertSignedInCustomers(t, BUYERS);
    for (const buyer of buyers) await fund(t, buyer.customer.customerId, 10_000);

    const line = { lottery: 'super-draw-syndicate', game_type: 'syndicate', game_offer: 'super-draw-syndicate-share', num_draws: 1, first_draw_no: draw!.drawNo, games: [], quickpick: true, syndicate: { num_shares: 2 } };
    const responses = await Promise.all(
      buyers.map((buyer) => t.inject({ method: 'POST', url: '/v2/cart/purchase', sign: 'drawfront', customerToken: buyer.accessToken, headers: { 'idempotency-key': randomUUID() }, payload: { items: [line] } })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(fits);
    // Refused by the line check before the draw's lock (422 invalid_cart_item) or by the size check under it (409).
    const refused = responses.filter((entry) => entry.statusCode !== 201);
    expect(refused).toHaveLength(BUYERS - fits);
    for (const response of refused) expect([[422, 'invalid_cart_item'], [409, 'syndicate_sold_out']]).toContainEqual([response.statusCode, response.json().messages[0].code]);
    for (const response of responses.filter((entry) => entry.statusCode === 201)) expect((response.json() as Receipt).total.amount).toBe(2 * SHARE_CENTS);

    expect(await soldOf()).toBe(SIZE - left + 2 * fits);
    expect(await soldOf()).toBeLessThanOrEqual(SIZE);
    // The refused buyers were charged nothing.
    const balances = await Promise.all(buyers.map(async (buyer) => (await t.inject({ method: 'GET', url: '/v2/customer', sign: 'drawfront', customerToken: buyer.accessToken })).json().balance.amount as number));
    expect(balances.filter((balance) => balance === 10_000 - 2 * SHARE_CENTS)).toHaveLength(fits);
    expect(balances.filter((balance) => balance === 10_000)).toHaveLength(BUYERS - fits);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  }, 120_000);
});
