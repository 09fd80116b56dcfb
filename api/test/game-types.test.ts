import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Cart, CartItem } from '@drawfront/shared/contract/cart';
import type { GameOffer, GameTypeKey, ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { Receipt, Ticket } from '@drawfront/shared/contract/purchase';
import { linePrice } from '@drawfront/shared/rules/game-entries';
import { drawDivisions, draws, productOffers, tickets } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { addToCart, newAnonCart } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { nextOpenDraw } from './draws';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

const run = (size: number, from = 1) => Array.from({ length: size }, (_, i) => from + i);
const line = (lottery: string, gameType: GameTypeKey, gameOffer: string, games: unknown[], overrides: Record<string, unknown> = {}) => ({
  lottery,
  game_type: gameType,
  game_offer: gameOffer,
  num_draws: 1,
  games,
  quickpick: false,
  ...overrides,
});
const SUPER_COMBO_GAMES = [...Array.from({ length: 8 }, (_, i) => ({ numbers: run(6, i + 1) })), { numbers: run(7) }, { numbers: run(7, 10) }, ...Array.from({ length: 6 }, (_, i) => ({ numbers: run(7, i + 1) }))];

/** One valid line of each game type, with the games its entries cover. */
const VALID: [string, ReturnType<typeof line>, number][] = [
  ['a System 8 of Saturday Super Draw (28 games)', line('saturday-super-draw', 'reduced_system', 'saturday-super-draw-systems', [{ numbers: run(8) }]), 28],
  ['a System 10 and a System 7 for 2 draws (210 + 7 games)', line('saturday-super-draw', 'reduced_system', 'saturday-super-draw-systems', [{ numbers: run(10) }, { numbers: run(7, 20) }], { num_draws: 2 }), 217],
  ['a System 20 (38,760 games)', line('saturday-super-draw', 'reduced_system', 'saturday-super-draw-systems', [{ numbers: run(20) }]), 38_760],
  ['a Powerball System 8 of Thursday Starburst (8 games)', line('thursday-starburst', 'reduced_system', 'thursday-starburst-systems', [{ numbers: run(8), powerball: [4] }]), 8],
  ['a Midweek System 9 on Wednesday (84 games)', line('midweek-draw', 'reduced_system', 'midweek-draw-systems', [{ numbers: run(9) }], { day: 'wednesday' }), 84],
  ['a PowerHit (20 games)', line('thursday-starburst', 'powerhit', 'thursday-starburst-powerhit', [{ numbers: run(7) }]), 20],
  ['a PowerPik of three Powerballs (3 games)', line('thursday-starburst', 'powerpik', 'thursday-starburst-powerpik', [{ numbers: run(7), powerball: [3, 9, 17] }]), 3],
  ['five random games', line('saturday-super-draw', 'random', 'saturday-super-draw-random', Array.from({ length: 5 }, () => ({}))), 5],
  ['a boxed Strike entry (24 games)', line('lucky-strike', 'strike_boxed', 'lucky-strike-boxed', [{ numbers: [3, 9, 20, 31] }]), 24],
  ['the Super Combo (8 + 2 × 20 + 6 games)', line('saturday-super-draw', 'mega_combo', 'saturday-super-draw-super-combo', SUPER_COMBO_GAMES), 54],
];

/** Lines each game type refuses, with the message under "this". */
const INVALID: [string, ReturnType<typeof line>, string][] = [
  ['a system with too few numbers', line('saturday-super-draw', 'reduced_system', 'saturday-super-draw-systems', [{ numbers: run(6) }]), 'Game 1 is not complete: pick 7 to 20 Numbers from 1 to 45 (System 7 to 20), with no repeats.'],
  ['a system over the maximum (System 21)', line('saturday-super-draw', 'reduced_system', 'saturday-super-draw-systems', [{ numbers: run(21) }]), 'Game 1 is not complete: pick 7 to 20 Numbers from 1 to 45 (System 7 to 20), with no repeats.'],
  ['a Powerball system without its Powerball', line('thursday-starburst', 'reduced_system', 'thursday-starburst-systems', [{ numbers: run(8) }]), 'Game 1 is not complete: pick 8 to 20 Numbers from 1 to 35 and 1 Powerball from 1 to 20 (System 8 to 20), with no repeats.'],
  ['a PowerHit with a Powerball picked', line('thursday-starburst', 'powerhit', 'thursday-starburst-powerhit', [{ numbers: run(7), powerball: [2] }]), 'Game 1 is not complete: pick 7 Numbers from 1 to 35 and no Powerball (a PowerHit plays every Powerball), with no repeats.'],
  ['a PowerHit with too few numbers', line('thursday-starburst', 'powerhit', 'thursday-starburst-powerhit', [{ numbers: run(6) }]), 'Game 1 is not complete: pick 7 Numbers from 1 to 35 and no Powerball (a PowerHit plays every Powerball), with no repeats.'],
  ['a PowerPik of one Powerball', line('thursday-starburst', 'powerpik', 'thursday-starburst-powerpik', [{ numbers: run(7), powerball: [3] }]), 'Game 1 is not complete: pick 7 Numbers from 1 to 35 and 2 to 19 Powerballs, with no repeats.'],
  ['a random game with picks', line('saturday-super-draw', 'random', 'saturday-super-draw-random', [{}, {}, {}, { numbers: [1] }]), 'Game 4 is not complete: leave its numbers empty (the numbers of a random game are drawn when you buy).'],
  ['a boxed entry of three numbers', line('lucky-strike', 'strike_boxed', 'lucky-strike-boxed', [{ numbers: [3, 9, 20] }]), 'Game 1 is not complete: pick 4 Numbers from 1 to 40, with no repeats.'],
  ['a Super Combo short of an entry', line('saturday-super-draw', 'mega_combo', 'saturday-super-draw-super-combo', SUPER_COMBO_GAMES.slice(1)), 'Choose between 16 and 16 games for Saturday Super Draw (got 15).'],
  [
    'a Super Combo whose PowerHit has a Powerball',
    line('saturday-super-draw', 'mega_combo', 'saturday-super-draw-super-combo', SUPER_COMBO_GAMES.map((game, i) => (i === 8 ? { ...game, powerball: [1] } : game))),
    'The bundle is not complete: hold every entry of the bundle (8 Saturday Super Draw, 2 Thursday Starburst, 6 Friday Windfall), each with its Numbers complete.',
  ],
  ['a PowerHit of a lottery without a Powerball', line('saturday-super-draw', 'powerhit', 'saturday-super-draw-standard', [{ numbers: run(6) }]), "Saturday Super Draw has no 'powerhit' games."],
];

describe.each(backends())('game types on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });
  const add = (token: string, body: Record<string, unknown>) => t.inject({ method: 'POST', url: `/v2/anon-cart/${token}/items`, sign: 'drawfront', payload: body });
  let offers: ProductOffer[] = [];
  const gameOfferOf = (body: ReturnType<typeof line>): GameOffer => {
    const offer = offers.find((candidate) => candidate.key === body.lottery)!;
    return offer.gameTypes.find((type) => type.key === body.game_type)!.gameOffers.find((candidate) => candidate.key === body.game_offer)!;
  };
  const rulePrice = (body: ReturnType<typeof line>) => linePrice(body.game_type, gameOfferOf(body), (body.games as { numbers?: number[] }[]).map((game) => ({ ...game, numbers: game.numbers ?? [] })), body.num_draws);

  beforeAll(async () => {
    offers = (await t.inject({ method: 'GET', url: '/v2/pricing/default/product_offers', sign: 'drawfront' })).json().offers;
  });

  it.each(VALID)('adds %s, priced by the shared rule from the catalogue the customer sees', async (_name, body, covered) => {
    const { cartReference: token } = await newAnonCart(t);
    const response = await add(token, body);
    expect(response.statusCode).toBe(200);
    const item = (response.json() as Cart).cartItems[0]!;
    expect(item).toMatchObject({ gameType: body.game_type, numGames: body.games.length, gamesCovered: covered, numDraws: body.num_draws });
    expect(item.unitPrice.amount).toBe(rulePrice(body));
    expect(item.total.amount).toBe(rulePrice(body));
  });

  it('prices the worked examples: System 8 = 28 games, a PowerHit = 20, a boxed entry = 24, the Super Combo at its bundle price', async () => {
    const { cartReference: token } = await newAnonCart(t);
    for (const [, body] of VALID) await add(token, body);
    const items = (await t.inject({ method: 'GET', url: `/v2/anon-cart/${token}`, sign: 'drawfront' })).json().cartItems as CartItem[];
    expect(items.map((item) => item.unitPrice.amount)).toEqual([28 * 75, 217 * 75 * 2, 38_760 * 75, 8 * 140, 84 * 70, 20 * 140, 3 * 140, 5 * 75, 24 * 100, 4995]);
  });

  it.each(INVALID)('refuses %s with 422 and changes nothing', async (_name, body, message) => {
    const { cartReference: token } = await newAnonCart(t);
    const answer = expectError(await add(token, body), 422, 'invalid_cart_item');
    expect(answer.errors).toEqual({ this: [message] });
    expect((await t.inject({ method: 'GET', url: `/v2/anon-cart/${token}`, sign: 'drawfront' })).json().cartItems).toEqual([]);
  });

  it('refuses to buy any of those lines now ("buy now" items), charging nothing and issuing no ticket', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 100_000);
    for (const [, body, message] of INVALID) {
      const response = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [body] } });
      expect(expectError(response, 422, 'invalid_cart_item').errors).toEqual({ this: [message] });
    }
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json().balance.amount).toBe(100_000);
    expect(await t.database.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.customerId, session.customer.customerId))).toEqual([]);
  });

  it('never takes a price from the client: a tampered price is refused at add and at purchase, and nothing is charged', async () => {
    const { cartReference: token } = await newAnonCart(t);
    const [, system8] = VALID[0]!;
    for (const [field, named] of [['price', 'price'], ['unit_price', 'unitPrice'], ['games_covered', 'gamesCovered'], ['total', 'total']] as const) {
      expect(expectError(await add(token, { ...system8, [field]: 1 }), 422, 'validation_failed').errors).toMatchObject({ [named]: ['is not a known field'] });
    }
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    const tampered = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [{ ...system8, price: 1 }] } });
    expectError(tampered, 422, 'validation_failed');
    const untouched = await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' });
    expect(untouched.json().balance.amount).toBe(10_000);
    // The same line without the tampering costs what the rule says, whatever the client thought.
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [system8] } });
    expect((bought.json() as Receipt).total.amount).toBe(28 * 75);
  });

  it('buys every game type from the cart: one ticket per entry per draw, random numbers drawn at purchase, combo entries in their own lotteries, shown in my tickets', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5_000_000);
    const bodies = VALID.filter(([name]) => !name.includes('System 20')).map(([, body]) => body);
    for (const body of bodies) await addToCart(t, session.accessToken, body);
    const response = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
    expect(response.statusCode).toBe(201);
    const receipt = response.json() as Receipt;
    const total = bodies.reduce((sum, body) => sum + rulePrice(body), 0);
    expect(receipt.total.amount).toBe(total);
    expect(receipt.trackingData.products.map((product) => product.analyticsVariant)).toEqual(bodies.map((body) => body.game_type));

    const rows = await t.database.db.select({ gameType: tickets.gameType, game: tickets.game, price: tickets.priceCents, offer: productOffers.key, drawId: tickets.drawId }).from(tickets).innerJoin(productOffers, eq(productOffers.id, tickets.offerId)).where(eq(tickets.customerId, session.customer.customerId));
    expect(rows.reduce((sum, row) => sum + row.price, 0)).toBe(total);
    const count = (gameType: GameTypeKey) => rows.filter((row) => row.gameType === gameType).length;
    // Systems: 1 + (2 entries × 2 draws) + 1 + 1; PowerHit 1; PowerPik 1; random 5; boxed 1; combo 16.
    expect([count('reduced_system'), count('powerhit'), count('powerpik'), count('random'), count('strike_boxed'), count('mega_combo')]).toEqual([7, 1, 1, 5, 1, 16]);
    for (const random of rows.filter((row) => row.gameType === 'random')) {
      expect(random.game.numbers).toHaveLength(6);
      expect(new Set(random.game.numbers).size).toBe(6);
      expect(random.game.numbers!.every((n) => n >= 1 && n <= 45)).toBe(true);
    }
    const combo = rows.filter((row) => row.gameType === 'mega_combo');
    expect(['saturday-super-draw', 'thursday-starburst', 'friday-windfall'].map((key) => combo.filter((row) => row.offer === key).length)).toEqual([8, 2, 6]);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });

    const mine = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/tickets', query: { status: 'upcoming', limit: '100' } })).json().tickets as Ticket[];
    // One ticket per offer, draw and way to play of the purchase, holding every game of it.
    expect(mine).toHaveLength(new Set(rows.map((row) => `${row.offer}|${row.drawId}|${row.gameType}`)).size);
    expect(mine.reduce((sum, ticket) => sum + ticket.games.length, 0)).toBe(rows.length);
    // The System 8 line and the System 10 + 7 line play Saturday's first draw together: one ticket, its games in the
    // order played, priced by the games each covers; the second draw has the System 10 + 7 line alone.
    const saturdaySystems = mine.filter((ticket) => ticket.lotteryKey === 'saturday-super-draw' && ticket.gameType === 'reduced_system');
    expect(saturdaySystems.map((ticket) => ticket.games.map((game) => game.numbers!.length))).toEqual([[8, 10, 7], [10, 7]]);
    expect(saturdaySystems.map((ticket) => [ticket.price.amount, ticket.gamesCovered])).toEqual([[(28 + 210 + 7) * 75, 28 + 210 + 7], [(210 + 7) * 75, 210 + 7]]);
    expect(mine.find((ticket) => ticket.gameType === 'powerhit')).toMatchObject({ lotteryKey: 'thursday-starburst', games: [{ numbers: run(7) }], gamesCovered: 20, price: { amount: 2800 } });
    expect(mine.find((ticket) => ticket.gameType === 'strike_boxed')).toMatchObject({ lotteryKey: 'lucky-strike', gamesCovered: 24, price: { amount: 2400 } });
  }, 60_000);

  it('scores a System 8 as its 28 games and pays each game it won', async () => {
    const session = await signUp(t);
    const draw = await nextOpenDraw(t.database.db, 'saturday-super-draw', clock.now());
    // Five drawn numbers, the two supplementaries and one number not drawn: 28 games, 6 of them with five numbers.
    const drawn = new Set([...draw.result.numbers!, ...draw.result.supplementary!]);
    const other = run(45).find((n) => !drawn.has(n))!;
    const numbers = [...draw.result.numbers!.slice(0, 5), ...draw.result.supplementary!, other].sort((a, b) => a - b);
    await fund(t, session.customer.customerId, 10_000);
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [line('saturday-super-draw', 'reduced_system', 'saturday-super-draw-systems', [{ numbers }], { first_draw_no: draw.drawNo })] } });
    expect(bought.statusCode).toBe(201);

    clock.set(new Date(draw.stop.getTime() + 1));
    await t.app.jobs['draws-tick']!();
    clock.set(new Date(draw.drawDate.getTime() + 60_000));
    await t.app.jobs['draws-tick']!();

    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.customerId, session.customer.customerId));
    expect((await t.database.db.select({ status: draws.status }).from(draws).where(eq(draws.id, draw.id)))[0]!.status).toBe('DRAW_EMAILED');
    // 5 + 1 supp: C(5,5)·C(2,1)·C(1,0) = 2 games (division 2); 5 alone: C(5,5)·C(1,1) = 1 (division 3);
    // 4 numbers: C(5,4)·C(3,2) = 15 (division 4); 3 + 1 supp: C(5,3)·C(2,1)·C(1,1)... counted by the scorer.
    expect(ticket!.wins!.slice(0, 3)).toEqual([
      { division: 2, games: 2 },
      { division: 3, games: 1 },
      { division: 4, games: 15 },
    ]);
    expect(ticket!.division).toBe(2);
    const divisions = new Map((await t.database.db.select().from(drawDivisions).where(eq(drawDivisions.drawId, draw.id))).map((row) => [row.division, row]));
    const expected = ticket!.wins!.reduce((sum, win) => sum + divisions.get(win.division)!.prizeCents * win.games, 0);
    expect(ticket!.prizeCents).toBe(expected);
    expect(divisions.get(4)!.winners).toBeGreaterThanOrEqual(15);

    const fresh = (await login(t, session.customer.email, PASSWORD)).json();
    const shown = (await asCustomer(t, fresh.accessToken, { method: 'GET', url: '/v2/tickets', query: { status: 'past' } })).json().tickets as Ticket[];
    expect(shown[0]!.outcome!.games[0]!.wins!.slice(0, 3)).toEqual(ticket!.wins!.slice(0, 3));
    expect(shown[0]!.gamesCovered).toBe(28);
    // The bell counts games, not tickets: 28 games played, every game that won.
    const won = ticket!.wins!.reduce((sum, win) => sum + win.games, 0);
    const notices = (await asCustomer(t, fresh.accessToken, { method: 'GET', url: '/v2/notifications' })).json().items as { body: string }[];
    expect(notices[0]!.body).toMatch(new RegExp(`^You won \\$[\\d,.]+ with ${won} winning games in Saturday Super Draw draw ${draw.drawNo}`));
  }, 60_000);
});
