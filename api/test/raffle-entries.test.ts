import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Receipt, Ticket } from '@drawfront/shared/contract/purchase';
import { addToCart, raffleLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, setupApp } from './helper';
import { fund } from './money';

describe.each(backends())('raffle ticket numbers on %s', (backend) => {
  const t = setupApp(backend);
  const purchase = (session: LoginResult) => asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
  const entryNumbers = async (session: LoginResult) => {
    const page = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/tickets?limit=50' })).json() as { tickets: Ticket[] };
    // A raffle ticket lists each number it holds as one of its games.
    return page.tickets.flatMap((ticket) => ticket.games.map((game) => game.entryNo)).sort((a, b) => (a ?? 0) - (b ?? 0));
  };

  it('issues raffle ticket numbers in sequence per draw at purchase and shows them on the tickets', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    for (const session of [first, second]) await fund(t, session.customer.customerId, 10_000);
    await addToCart(t, first.accessToken, raffleLine({ games: [{}, {}] }));
    expect((await purchase(first)).statusCode).toBe(201);
    await addToCart(t, second.accessToken, raffleLine({ games: [{}, {}, {}] }));
    const bought = await purchase(second);
    expect(bought.statusCode).toBe(201);
    const mine = await entryNumbers(first);
    const theirs = await entryNumbers(second);
    // One purchase of three raffle tickets is one ticket of three numbers, and its receipt names them.
    const tickets = (await asCustomer(t, second.accessToken, { method: 'GET', url: '/v2/tickets?limit=50' })).json().tickets as Ticket[];
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.entryNo).toBe(theirs[0]);
    expect((bought.json() as Receipt).lines[0]).toMatchObject({ productType: 'raffle_ticket', entryNos: theirs });
    expect(mine).toHaveLength(2);
    expect(theirs).toHaveLength(3);
    // One sequence for the draw with no gaps or repeats: the second buyer's numbers follow the first's.
    const all = [...mine, ...theirs] as number[];
    expect(new Set(all).size).toBe(5);
    expect(theirs[0]).toBe(mine[1]! + 1);
    expect(theirs[2]! - mine[0]!).toBe(4);
  });

  it('gives lottery tickets no entry number', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    await addToCart(t, session.accessToken, { lottery: 'thursday-starburst', game_type: 'standard', game_offer: 'thursday-starburst-standard', num_draws: 1, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] }], quickpick: false });
    expect((await purchase(session)).statusCode).toBe(201);
    expect(await entryNumbers(session)).toEqual([undefined]);
  });
});
