import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { drawDivisions, draws, ledgerEntries, tickets } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { advanceDraw } from '../src/modules/draws/repository';
import { violates } from '../src/modules/ledger/service';
import { addToCart, starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { engineOn, gameFor, nextOpenDraw, recordingTellers } from './draws';
import { everyBackend, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

describe.each(everyBackend())('draw lifecycle on %s', (backend) => {
  const clock = manualClock(new Date());
  const tellers = recordingTellers();
  const t = setupApp(backend, {}, { clock, drawTellers: tellers });
  const snapshot = async (drawId: number) => ({
    draw: await t.database.db.select().from(draws).where(eq(draws.id, drawId)),
    tickets: await t.database.db.select().from(tickets).where(eq(tickets.drawId, drawId)).orderBy(tickets.id),
    divisions: await t.database.db.select().from(drawDivisions).where(eq(drawDivisions.drawId, drawId)),
    entries: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0]!.n,
  });

  it('scores and pays tickets with known numbers: the smallest division to the wallet, the jackpot claim-required, nothing twice', async () => {
    const session = await signUp(t);
    const customerId = session.customer.customerId;
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', clock.now());
    const last = draw.table.divisions.at(-1)!.division;
    const games = [gameFor(draw.table, draw.result, 1), gameFor(draw.table, draw.result, last), gameFor(draw.table, draw.result, null)];
    await fund(t, customerId, 10_000);
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine({ games, first_draw_no: draw.drawNo })] } });
    expect(bought.statusCode).toBe(201);
    const balanceAfterPurchase = bought.json().balance.amount as number;

    // Before its stop nothing moves; the hash is published, the seed is not shown.
    const engine = t.app.jobs['draws-tick']!;
    await engine();
    const before = await t.inject({ method: 'GET', url: `/platform/sites/drawfront/offers/thursday-starburst/draws/${draw.drawNo}` });
    expect(before.json()).toMatchObject({ status: 'DRAW_OPEN', seed: null, numbers: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    clock.set(new Date(draw.stop.getTime() + 1));
    await engine();
    expect((await snapshot(draw.id)).draw[0]!.status).toBe('DRAW_CLOSED');
    clock.set(new Date(draw.drawDate.getTime() + 60_000));
    await engine();

    const after = await snapshot(draw.id);
    expect(after.draw[0]).toMatchObject({ status: 'DRAW_EMAILED', result: draw.result, salesCents: 3 * 140 });
    for (const stamp of ['closedAt', 'drawnAt', 'scoredAt', 'paidAt', 'emailedAt'] as const) expect(after.draw[0]![stamp]).toBeInstanceOf(Date);
    const byDivision = new Map(after.tickets.map((ticket) => [ticket.division, ticket]));
    // The sole division-1 winner takes the whole jackpot: $2.45M, plus what unwon pools of the seeded history rolled into it.
    const jackpot = after.draw[0]!.jackpotCents!;
    expect(jackpot).toBeGreaterThanOrEqual(245_000_000);
    expect(byDivision.get(1)).toMatchObject({ prizeStatus: 'claim_required', prizeCents: jackpot, prizeTransactionId: null });
    const small = byDivision.get(last)!;
    expect(small).toMatchObject({ prizeStatus: 'paid', prizeTransactionId: expect.any(String) });
    expect(small.prizeCents).toBeGreaterThan(0);
    expect(byDivision.get(null)).toMatchObject({ prizeStatus: 'none', prizeCents: 0, matched: expect.objectContaining({ numbers: [] }) });
    expect(after.divisions.find((row) => row.division === 1)).toMatchObject({ winners: 1, prizeCents: jackpot });

    // Signed in again: the access token of a week ago has expired on the moved clock.
    const fresh = (await login(t, session.customer.email, PASSWORD)).json();
    expect(fresh.customer.balance.amount).toBe(balanceAfterPurchase + small.prizeCents);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });

    // Told once, after the prizes are paid: a notice and an email, both linking the result page.
    const notice = tellers.notices.get(`draw-result:${draw.id}:${customerId}`)!;
    expect(notice).toMatchObject({ kind: 'draw_result', title: `Thursday Starburst draw ${draw.drawNo} results`, link: `/thursday-starburst/results/draw/${draw.drawNo}` });
    expect(notice.body).toMatch(/^You won \$2,450,\d{3}\.\d{2} with 2 winning games/);
    expect(tellers.mails.get(`draw-result-email:${draw.id}:${customerId}`)).toMatchObject({ to: session.customer.email, template: 'draw_result' });

    // Every step again, and the whole tick again: nothing changes.
    for (const step of ['close', 'draw', 'score', 'pay', 'email'] as const) await engineOn(t.database.db, clock)[step]();
    await engine();
    expect(await snapshot(draw.id)).toEqual(after);
  }, 60_000);

  it('moves forward only: a compare-and-set from the wrong status does nothing, and unknown statuses are refused', async () => {
    const [emailed] = await t.database.db.select({ id: draws.id }).from(draws).where(eq(draws.status, 'DRAW_EMAILED')).limit(1);
    expect(await t.database.db.transaction((tx) => advanceDraw(tx, emailed!.id, 'DRAW_CLOSED', 'DRAW_DRAWN', {}))).toBe(false);
    expect((await t.database.db.select({ status: draws.status }).from(draws).where(eq(draws.id, emailed!.id)))[0]!.status).toBe('DRAW_EMAILED');
    const refusal = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement).then(() => 'accepted', (error: unknown) => error);
    expect(violates(await refusal(sql`update draws set status = 'DRAW_REOPENED' where id = ${emailed!.id}`), 'draws_status_check')).toBe(true);
    // A drawn draw keeps its seed and numbers.
    expect(violates(await refusal(sql`update draws set seed = null where id = ${emailed!.id}`), 'draws_drawn_check')).toBe(true);
  }, 30_000);

  it('refuses cart lines and purchases for a draw whose sales stopped, or that the engine closed', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5_000);
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', clock.now());
    await addToCart(t, session.accessToken, starburstLine({ first_draw_no: draw.drawNo }));
    // Closed by the engine although the clock is still before its stop (ops ran it early).
    await t.database.db.update(draws).set({ status: 'DRAW_CLOSED', closedAt: clock.now() }).where(eq(draws.id, draw.id));
    const line = starburstLine({ first_draw_no: draw.drawNo });
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [line] } }), 422, 'draw_closed');
    const added = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/items', payload: line });
    expect(added.statusCode).toBe(422);
    await t.database.db.update(draws).set({ status: 'DRAW_OPEN', closedAt: null }).where(eq(draws.id, draw.id));

    const saved = clock.now();
    clock.set(new Date(draw.stop.getTime() + 1));
    try {
      const { accessToken } = (await login(t, session.customer.email, PASSWORD)).json();
      expectError(await asCustomer(t, accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [line] } }), 422, 'draw_closed');
    } finally {
      clock.set(saved);
    }
  }, 30_000);

  it('rolls an unwon jackpot into the next draw', async () => {
    const draw = await nextOpenDraw(t.database.db, 'saturday-super-draw', clock.now());
    const next = await nextOpenDraw(t.database.db, 'saturday-super-draw', clock.now(), 1);
    await t.database.db.update(draws).set({ jackpotCents: 4_000_000_000 }).where(eq(draws.id, draw.id));
    const saved = clock.now();
    clock.set(new Date(draw.drawDate.getTime() + 60_000));
    try {
      await engineOn(t.database.db, clock).tick();
    } finally {
      clock.set(saved);
    }
    const [rolled] = await t.database.db.select({ rolloverCents: draws.rolloverCents }).from(draws).where(eq(draws.id, draw.id));
    const [after] = await t.database.db.select({ jackpotCents: draws.jackpotCents, prizePoolCents: draws.prizePoolCents }).from(draws).where(eq(draws.id, next.id));
    expect(rolled!.rolloverCents).toBe(4_000_000_000);
    expect(after).toEqual({ jackpotCents: 4_000_000_000, prizePoolCents: 4_000_000_000 });
  }, 30_000);

  it('keeps every schedule selling its next weeks after the clock moves five weeks on', async () => {
    const saved = clock.now();
    clock.set(new Date(saved.getTime() + 5 * WEEK));
    try {
      const engine = engineOn(t.database.db, clock);
      expect(await engine.schedule()).toBeGreaterThan(0);
      expect(await engine.schedule()).toBe(0);
      const offers = await t.database.db.query.productOffers.findMany({ where: (offer, { isNotNull }) => isNotNull(offer.drawSchedule) });
      for (const offer of offers) {
        const selling = await t.database.db.select({ id: draws.id, seedHash: draws.seedHash }).from(draws).where(and(eq(draws.offerId, offer.id), gt(draws.stop, clock.now())));
        expect(selling.length).toBeGreaterThanOrEqual(offer.drawSchedule!.upcoming * offer.drawSchedule!.schedule.length);
        expect(selling.every((row) => /^[0-9a-f]{64}$/.test(row.seedHash ?? ''))).toBe(true);
      }
      const offered = (await t.inject({ method: 'GET', url: '/v2/pricing/default/product_offers', sign: 'drawfront' })).json().offers;
      expect(Date.parse(offered.find((offer: { key: string }) => offer.key === 'saturday-super-draw').draws[0].stop)).toBeGreaterThan(clock.now().getTime());
    } finally {
      clock.set(saved);
    }
  }, 30_000);

  it('runs an offer\'s next draw to the end on demand through /platform, with its proof', async () => {
    const run = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/friday-windfall/draw', headers: t.ops() });
    expect(run.statusCode).toBe(200);
    const body = run.json();
    expect(body).toMatchObject({ site: 'drawfront', offer: 'friday-windfall', status: 'DRAW_EMAILED', seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const { verifyDraw } = await import('../src/modules/draws/fairness/fair-numbers');
    expect(verifyDraw({ seed: body.seed, hash: body.seedHash, machine: body.machine, numbers: body.numbers }).ok).toBe(true);
    // The draw that was next is done; the next run takes the one after it.
    const again = (await t.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/friday-windfall/draw', headers: t.ops() })).json();
    expect(again.drawNo).toBeGreaterThan(body.drawNo);

    expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/friday-windfall/draw' }), 401, 'ops_unauthorised');
    expectError(await t.inject({ method: 'POST', url: '/platform/sites/nowhere/offers/friday-windfall/draw', headers: t.ops() }), 404, 'unknown_site');
    expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/no-such-lotto/draw', headers: t.ops() }), 404, 'unknown_offer');
    expectError(await t.inject({ method: 'GET', url: '/platform/sites/drawfront/offers/friday-windfall/draws/1' }), 404, 'unknown_draw');
    expectError(await t.inject({ method: 'GET', url: '/platform/sites/drawfront/offers/friday-windfall/draws/abc' }), 422, 'validation_failed');
  }, 30_000);

  it('rehearses the next draw in development: the numbers it names are the numbers the run draws', async () => {
    const rehearsal = await t.inject({ method: 'GET', url: '/platform/sites/drawfront/offers/thursday-starburst/draw/rehearsal', headers: t.ops() });
    expect(rehearsal.statusCode).toBe(200);
    const { drawNo, numbers } = rehearsal.json();
    const run = (await t.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/thursday-starburst/draw', headers: t.ops() })).json();
    expect(run).toMatchObject({ drawNo, numbers });
    expectError(await t.inject({ method: 'GET', url: '/platform/sites/drawfront/offers/thursday-starburst/draw/rehearsal' }), 401, 'ops_unauthorised');
    expectError(await t.inject({ method: 'GET', url: '/platform/sites/drawfront/offers/no-such-lotto/draw/rehearsal', headers: t.ops() }), 404, 'unknown_offer');
  }, 30_000);

  it('counts each customer once per draw in what it tells them', async () => {
    const told = [...tellers.notices.keys()].filter((key) => key.startsWith('draw-result:'));
    expect(new Set(told).size).toBe(told.length);
    const scored = await t.database.db.select({ id: draws.id }).from(draws).where(inArray(draws.status, ['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']));
    expect(scored.length).toBeGreaterThan(0);
  }, 30_000);
});
