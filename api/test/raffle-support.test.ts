import { randomUUID } from 'node:crypto';
import type { RaffleSupport } from '@drawfront/shared/rules/raffle-support';
import { addToCart, raffleLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund } from './money';

describe.each(backends())('GET /v2/raffles/:offerKey/support on %s', (backend) => {
  const t = setupApp(backend);
  const get = async (offerKey: string, site = 'drawfront') => t.inject({ method: 'GET', url: `/v2/raffles/${offerKey}/support`, sign: site });
  const support = async (offerKey: string, site = 'drawfront') => {
    const response = await get(offerKey, site);
    expect(response.statusCode).toBe(200);
    return response.json() as RaffleSupport;
  };
  const draw = (answer: RaffleSupport, drawNo: number) => answer.draws.find((candidate) => candidate.drawNo === drawNo)!;

  it('answers every draw of the raffle with its causes, in draw order', async () => {
    const answer = await support('dream-home-raffle');
    expect(answer).toMatchObject({ offerKey: 'dream-home-raffle', offerName: 'Dream Home Raffle' });
    expect(answer.causes.map((cause) => cause.key)).toEqual(['kids_hospital', 'coastal_rescue']);
    expect(answer.draws.map((candidate) => candidate.drawNo)).toEqual([430, 431, 432, 433]);
    expect(answer.total.currency).toBe('AUD');
    expect(answer.total.amount).toBe(answer.draws.reduce((sum, candidate) => sum + candidate.raised.amount, 0));
  });

  it('counts the tickets customers bought and gives their whole price to the cause', async () => {
    const before = await support('dream-home-raffle');
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    await addToCart(t, session.accessToken, raffleLine({ games: [{}, {}, {}], first_draw_no: 432 }));
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
    expect(bought.statusCode).toBe(201);

    const after = await support('dream-home-raffle');
    // Three $10 tickets in draw 432: $30 raised for the cause; no other draw moved.
    expect(draw(after, 432).ticketsSold - draw(before, 432).ticketsSold).toBe(3);
    expect(draw(after, 432).raised.amount - draw(before, 432).raised.amount).toBe(3_000);
    expect(draw(after, 433)).toEqual(draw(before, 433));
    expect(after.ticketsSold - before.ticketsSold).toBe(3);
    expect(after.total).toEqual({ amount: before.total.amount + 3_000, currency: 'AUD' });
  });

  it('answers a charity site its own raffles only', async () => {
    expect((await support('shelter-raffle', 'goodcause')).causes.map((cause) => cause.name)).toEqual(['Second Chance Animal Shelter']);
    expectError(await get('shelter-raffle'), 404, 'raffle_not_found');
  });

  it('refuses an unknown offer, a lottery and a malformed key', async () => {
    expectError(await get('no-such-raffle'), 404, 'raffle_not_found');
    expectError(await get('saturday-super-draw'), 404, 'raffle_not_found');
    expectError(await get('Not%20A%20Key'), 422, 'validation_failed');
    expectError(await get('-leading-hyphen'), 422, 'validation_failed');
    expectError(await get('x'.repeat(101)), 414, 'param_too_long');
  });
});
