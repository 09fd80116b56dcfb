import { randomUUID } from 'node:crypto';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { manualClock } from '../src/lib/clock';
import { addToCart } from './carts';
import { asCustomer, signUp } from './customers';
import { nextOpenDraw } from './draws';
import { backends, expectError, setupApp } from './helper';
import { fund } from './money';

const OFFERS_URL = '/v2/pricing/default/product_offers';
// The catalogue reuses its rows for a few seconds (catalogue/service.ts OFFER_ROWS_TTL_MS): past it.
const PAST_CACHE_MS = 11_000;

/** A share line of the seeded Saturday Super Draw Syndicate, which plays Saturday Super Draw's draws. */
const shareLine = (drawNo: number) => ({ lottery: 'super-draw-syndicate', game_type: 'syndicate', game_offer: 'super-draw-syndicate-share', num_draws: 1, first_draw_no: drawNo, games: [], quickpick: true, syndicate: { num_shares: 1 } });

describe.each(backends())('syndicate shares after their lottery draw on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });
  const syndicateDrawNos = async () => {
    const { offers } = (await t.inject({ method: 'GET', url: OFFERS_URL, sign: 'drawfront' })).json() as { offers: ProductOffer[] };
    return offers.find((offer) => offer.key === 'super-draw-syndicate')!.draws.map((draw) => draw.drawNo);
  };

  it('stops selling shares of a draw once the lottery draw it plays has run: off the catalogue, refused in the cart and at purchase', async () => {
    const lotteryDraw = await nextOpenDraw(t.database.db, 'saturday-super-draw', clock.now());
    expect(await syndicateDrawNos()).toContain(lotteryDraw.drawNo);
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    await addToCart(t, session.accessToken, shareLine(lotteryDraw.drawNo));

    const ran = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/saturday-super-draw/draw', headers: t.ops() });
    expect(ran.statusCode).toBe(200);
    clock.advance(PAST_CACHE_MS);

    const onSale = await syndicateDrawNos();
    expect(onSale).not.toContain(lotteryDraw.drawNo);
    expect(onSale.length).toBeGreaterThan(0);
    const added = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/items', payload: shareLine(lotteryDraw.drawNo) });
    expect(expectError(added, 422, 'invalid_cart_item').messages[0]!.message).toMatch(new RegExp(`Draw ${lotteryDraw.drawNo} of Saturday Super Draw Syndicate closed at`));
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
    expectError(bought, 422, 'draw_closed');
    // The next draw, whose lottery draw is still to come, still sells.
    expect((await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/items', payload: shareLine(onSale[0]!) })).statusCode).toBe(200);
  }, 60_000);
});
