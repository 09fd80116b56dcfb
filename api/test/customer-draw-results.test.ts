// The draw preview and a customer's own games in a result (groups spec §7 "GET /draw/preview/{a}/{b}",
// "GET /draw/full_result_customer/{a}/{b}"), on a database whose seed ran 12 weeks of draws through the engine.
import type { CustomerFullResult, DrawPreview } from '@drawfront/shared/contract/draws';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { customers, draws, productOffers, tickets } from '../src/db/schema';
import { DRAW_STATUSES, isDrawn } from '../src/modules/draws/draw-status';
import { asCustomer, login, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';

const DRAWN = DRAW_STATUSES.filter(isDrawn);
const SATURDAY = 'saturday-super-draw';
const OTHER_SITES_OFFER = 'river-restoration-raffle';

describe.each(backends())('draw preview and full_result_customer on %s', (backend) => {
  const t = setupApp(backend);
  const db = () => t.database.db;
  const get = (url: string) => t.inject({ method: 'GET', url, sign: 'drawfront' });
  const saturdayDraws = (statuses: string[], order: 'asc' | 'desc') =>
    db()
      .select({ id: draws.id, drawNo: draws.drawNo, stop: draws.stop, status: draws.status, purchaseStatus: draws.purchaseStatus })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .where(and(eq(productOffers.siteKey, 'drawfront'), eq(productOffers.key, SATURDAY), inArray(draws.status, statuses as never[])))
      .orderBy(order === 'asc' ? asc(draws.drawNo) : desc(draws.drawNo));

  it('previews an upcoming draw as on sale with its sales stop, and a drawn one with its numbers and not on sale', async () => {
    const [next] = await saturdayDraws(['DRAW_OPEN'], 'asc');
    const upcoming = (await get(`/v2/draw/preview/${SATURDAY}/${next!.drawNo}`)).json() as DrawPreview;
    expect(upcoming).toMatchObject({ offerKey: SATURDAY, drawNo: next!.drawNo, status: 'DRAW_OPEN', salesStop: next!.stop.toISOString(), purchaseStatus: next!.purchaseStatus, onSale: true, numbers: null });

    const [last] = await saturdayDraws(DRAWN, 'desc');
    const drawn = (await get(`/v2/draw/preview/${SATURDAY}/${last!.drawNo}`)).json() as DrawPreview;
    expect(drawn.onSale).toBe(false);
    expect(drawn.numbers?.numbers.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown draw or offer and another site\'s offer, 422 for a malformed number', async () => {
    expectError(await get(`/v2/draw/preview/${SATURDAY}/999999`), 404, 'draw_not_found');
    expectError(await get('/v2/draw/preview/no-such-offer/1'), 404, 'unknown_offer');
    expectError(await get(`/v2/draw/preview/${OTHER_SITES_OFFER}/88`), 404, 'unknown_offer');
    expectError(await get(`/v2/draw/preview/${SATURDAY}/one`), 422, 'validation_failed');
  });

  it("answers the customer's own games in a drawn draw, each with its numbers, matches and prize, as the tickets table holds them", async () => {
    const session = (await login(t, 'demo@drawfront.example', 'Password123')).json();
    const played = await db()
      .select({ drawNo: draws.drawNo, ticketId: tickets.id, prizeCents: tickets.prizeCents, division: tickets.division, game: tickets.game })
      .from(tickets)
      .innerJoin(draws, eq(draws.id, tickets.drawId))
      .innerJoin(customers, eq(customers.id, tickets.customerId))
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .where(and(eq(customers.email, 'demo@drawfront.example'), eq(productOffers.key, SATURDAY), inArray(draws.status, DRAWN)))
      .orderBy(desc(tickets.prizeCents));
    // The seeded history gave the demo customer a win: read the draw of their best game.
    const best = played[0]!;
    expect(Number(best.prizeCents)).toBeGreaterThan(0);
    const inDraw = played.filter((row) => row.drawNo === best.drawNo);

    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/draw/full_result_customer/${SATURDAY}/${best.drawNo}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as CustomerFullResult;
    expect(body.drawNo).toBe(best.drawNo);
    expect(body.games.map((game) => game.ticketId).sort()).toEqual(inDraw.map((row) => row.ticketId).sort());
    const winning = body.games.find((game) => game.ticketId === best.ticketId)!;
    expect(winning).toMatchObject({ division: best.division, prize: { amount: Number(best.prizeCents), currency: 'AUD' }, picks: { numbers: best.game.numbers } });
    expect(winning.matched?.numbers.every((n) => best.game.numbers!.includes(n))).toBe(true);
    expect(body.totalPrize?.amount).toBe(inDraw.reduce((sum, row) => sum + Number(row.prizeCents), 0));
  });

  it("shows another customer none of the demo's games, needs a signed-in customer, and refuses a draw not drawn yet", async () => {
    const [last] = await saturdayDraws(DRAWN, 'desc');
    const stranger = await signUp(t);
    const body = (await asCustomer(t, stranger.accessToken, { method: 'GET', url: `/v2/draw/full_result_customer/${SATURDAY}/${last!.drawNo}` })).json() as CustomerFullResult;
    expect(body.games).toEqual([]);
    expect(body.totalPrize).toEqual({ amount: 0, currency: 'AUD' });
    expectError(await get(`/v2/draw/full_result_customer/${SATURDAY}/${last!.drawNo}`), 401, 'unauthorised');
    const [next] = await saturdayDraws(['DRAW_OPEN'], 'asc');
    expectError(await asCustomer(t, stranger.accessToken, { method: 'GET', url: `/v2/draw/full_result_customer/${SATURDAY}/${next!.drawNo}` }), 422, 'draw_not_drawn');
    expectError(await asCustomer(t, stranger.accessToken, { method: 'GET', url: `/v2/draw/full_result_customer/${SATURDAY}/0` }), 422, 'validation_failed');
  });
});
