// Replay (storefront §2 `/cart/replay/{replayID}`): a past order of this customer rebuilt in
// their cart with today's draws and prices, saying what could not be replayed and why.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Cart } from '@drawfront/shared/contract/cart';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { CartReplayResult } from '@drawfront/shared/contract/partners';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { checkouts, productOffers } from '../src/db/schema';
import { REPLAY_REASONS } from '../src/modules/cart-replay/service';
import { addToCart, raffleLine, STARBURST_GAME, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund } from './money';

jest.setTimeout(30_000);

async function boughtOrder(t: TestContext, lines: Record<string, unknown>[]): Promise<{ session: LoginResult; receipt: Receipt }> {
  const session = await signUp(t);
  await fund(t, session.customer.customerId, 20_000);
  for (const line of lines) await addToCart(t, session.accessToken, line);
  const response = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
  if (response.statusCode !== 201) throw new Error(`purchase: ${response.statusCode} ${response.body}`);
  return { session, receipt: response.json() };
}

const replay = (t: TestContext, session: LoginResult, id: string) => asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/cart/replay/${id}` });

describe.each(backends())('cart replay on %s', (backend) => {
  const t = setupApp(backend);

  it('puts the same games back in the cart for the next draw on sale, at today’s price', async () => {
    const twoGames = starburstLine({ games: [STARBURST_GAME, { numbers: [8, 9, 10, 11, 12, 13, 14], powerball: [3] }] });
    const { session, receipt } = await boughtOrder(t, [twoGames, raffleLine()]);
    const response = await replay(t, session, receipt.checkoutId);
    expect(response.statusCode).toBe(200);
    const result = response.json() as CartReplayResult;
    expect(result.notReplayed).toEqual([]);
    expect(result.replayed.map((line) => line.lotteryKey)).toEqual(['thursday-starburst', 'dream-home-raffle']);
    const cart = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
    expect(cart.cartItems).toHaveLength(2);
    expect(cart.cartItems[0]).toMatchObject({ lotteryKey: 'thursday-starburst', games: twoGames.games, total: { amount: 2 * STARBURST_GAME_PRICE } });
    expect(cart.cartItems[1]).toMatchObject({ lotteryKey: 'dream-home-raffle', causeKey: 'kids_hospital', drawNo: 432 });
    expect(result.cart.cartItems).toHaveLength(2);
  });

  it('says which lines could not be replayed and why, and adds the rest', async () => {
    const { session, receipt } = await boughtOrder(t, [starburstLine(), raffleLine()]);
    await t.database.db.update(productOffers).set({ suspended: true }).where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, 'dream-home-raffle')));
    try {
      const result = (await replay(t, session, receipt.checkoutId)).json() as CartReplayResult;
      expect(result.replayed.map((line) => line.lotteryKey)).toEqual(['thursday-starburst']);
      expect(result.notReplayed).toEqual([{ lotteryKey: 'dream-home-raffle', description: 'Dream Home Raffle', reason: 'Dream Home Raffle is not available right now.' }]);
      expect(result.cart.cartItems).toHaveLength(1);
    } finally {
      await t.database.db.update(productOffers).set({ suspended: false }).where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, 'dream-home-raffle')));
    }
  });

  it('explains an order placed before replays were kept, and changes nothing', async () => {
    const { session, receipt } = await boughtOrder(t, [starburstLine()]);
    await t.database.db.update(checkouts).set({ lineDrafts: null }).where(eq(checkouts.id, receipt.checkoutId));
    const result = (await replay(t, session, receipt.checkoutId)).json() as CartReplayResult;
    expect(result.replayed).toEqual([]);
    expect(result.notReplayed).toEqual([{ lotteryKey: 'thursday-starburst', description: 'Thursday Starburst', reason: REPLAY_REASONS.notKept }]);
    expect(result.cart.cartItems).toEqual([]);
  });

  it("refuses another customer's order as not found, a bad id and a visitor, with the spec's error shape", async () => {
    const { receipt } = await boughtOrder(t, [starburstLine()]);
    const other = await signUp(t);
    expectError(await replay(t, other, receipt.checkoutId), 404, 'checkout_not_found');
    expectError(await replay(t, other, randomUUID()), 404, 'checkout_not_found');
    expectError(await replay(t, other, 'not-a-uuid'), 422, 'validation_failed');
    expectError(await t.inject({ method: 'POST', url: `/v2/cart/replay/${receipt.checkoutId}`, sign: 'drawfront' }), 401, 'unauthorised');
    const cart = (await asCustomer(t, other.accessToken, { method: 'GET', url: '/v2/cart/items' })).json() as Cart;
    expect(cart.cartItems).toEqual([]);
  });
});
