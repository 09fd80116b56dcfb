// The placement service (storefront §7 GET /placement, POST /placement/cart/prime; §9 cache): recommended
// draws for the pre-cart drawer, ranked by the shared rule (shared/src/rules/placement-ranking.ts).
import type { Placement } from '@drawfront/shared/contract/placement';
import type { ProductOffersResponse } from '@drawfront/shared/contract/catalogue';
import { rankRecommendations } from '@drawfront/shared/rules/placement-ranking';
import { ticketPrice } from '@drawfront/shared/rules/price';
import { addToCart, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund } from './money';

describe.each(backends())('placement on %s', (backend) => {
  const t = setupApp(backend);
  const get = (url: string, customerToken?: string) => t.inject({ method: 'GET', url, sign: 'drawfront', customerToken });
  const offers = async () => ((await get('/v2/pricing/default/product_offers')).json() as ProductOffersResponse).offers;
  const keysOf = (placement: Placement) => placement.placements.map((item) => `${item.offerKey}/${item.drawNo}`);

  it("recommends up to three draws for a visitor, exactly as the shared rule ranks the site's offers, each addable in one click", async () => {
    const response = await get('/placement');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const placement = response.json() as Placement;
    const expected = rankRecommendations(await offers(), { cart: [], held: [], now: new Date() });
    expect(keysOf(placement)).toEqual(expected.map((r) => `${r.offer.key}/${r.draw.drawNo}`));
    expect(placement.placements.length).toBeGreaterThan(0);
    expect(placement.placements.length).toBeLessThanOrEqual(3);
    // The client joins the service's base URL and an empty path as /placement/: the same call.
    expect((await get('/placement/')).json()).toEqual(placement);
    // The one-click ticket: the standard game offer's fewest games for one draw, priced by the shared rule.
    for (const item of placement.placements) {
      const gameOffer = expected.find((r) => r.offer.key === item.offerKey)!.gameOffer;
      expect(item).toMatchObject({ gameOffer: gameOffer.key, games: gameOffer.minGames, numberSets: gameOffer.numberSets });
      expect(item.price.amount).toBe(ticketPrice(gameOffer.prices, gameOffer.minGames, 1));
    }
  });

  it("leaves out the cart's draws (sent as paired lottery_key and draw_number) and what a signed-in customer holds", async () => {
    const [first] = (await get('/placement').then((r) => r.json() as Promise<Placement>)).placements;
    const withCart = (await get(`/placement?lottery_key=${first!.offerKey}&draw_number=${first!.drawNo}`)).json() as Placement;
    expect(keysOf(withCart)).not.toContain(`${first!.offerKey}/${first!.drawNo}`);

    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5000);
    const cart = await addToCart(t, session.accessToken, starburstLine());
    const drawNo = (cart.cartItems[0] as { drawNo: number }).drawNo;
    const purchase = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': 'placement-held-1' } });
    expect(purchase.statusCode).toBe(201);
    const signedIn = await get('/placement', session.accessToken);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(keysOf(signedIn.json() as Placement)).not.toContain(`thursday-starburst/${drawNo}`);
  });

  it('keeps to the offers named in keys', async () => {
    const only = (await get('/placement?keys=thursday-starburst&keys=friday-windfall')).json() as Placement;
    expect(only.placements.length).toBeGreaterThan(0);
    expect(only.placements.every((item) => ['thursday-starburst', 'friday-windfall'].includes(item.offerKey))).toBe(true);
  });

  it("primes at sign-in with the customer's own cart as the server holds it", async () => {
    const session = await signUp(t);
    const cart = await addToCart(t, session.accessToken, starburstLine());
    const drawNo = (cart.cartItems[0] as { drawNo: number }).drawNo;
    const primed = await asCustomer(t, session.accessToken, { method: 'POST', url: '/placement/cart/prime', payload: { segment_ids: ['default'] } });
    expect(primed.statusCode).toBe(200);
    expect(keysOf(primed.json() as Placement)).not.toContain(`thursday-starburst/${drawNo}`);
    expectError(await t.inject({ method: 'POST', url: '/placement/cart/prime', sign: 'drawfront', payload: {} }), 401, 'unauthorised');
  });

  it('refuses unpaired cart lines, malformed keys, a bad token and unsigned calls, in the spec error shape', async () => {
    expectError(await get('/placement?lottery_key=thursday-starburst'), 422, 'validation_failed');
    expectError(await get('/placement?lottery_key=Bad%20Key&draw_number=1'), 422, 'validation_failed');
    expectError(await get('/placement?draw_number=minus'), 422, 'validation_failed');
    expectError(await get('/placement', 'not-a-token'), 401, 'unauthorised');
    expect((await t.inject({ method: 'GET', url: '/placement' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
