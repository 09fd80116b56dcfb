import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { checkDraw, checkTicket, checkTicketGames } from '@drawfront/shared/fairness/check-steps';
import type { PublicDrawProof, TicketProofAnswer } from '@drawfront/shared/fairness/public-proof';
import { draws, tickets } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { advanceDraw } from '../src/modules/draws/repository';
import { raffleLine, starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { gameFor, nextOpenDraw, recordingTellers } from './draws';
import { backends, setupApp } from './helper';
import { fund } from './money';

const okOf = (steps: { key: string; ok: boolean }[]) => Object.fromEntries(steps.map((step) => [step.key, step.ok]));

describe.each(backends())('ticket commitment on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock, drawTellers: recordingTellers() });
  const publicDraw = async (offer: string, drawNo: number): Promise<PublicDrawProof> => {
    const response = await t.inject({ method: 'GET', url: `/v2/draws/fairness/${offer}/${drawNo}`, sign: 'drawfront' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  // Signed in afresh each time: the engine's moved clock expires older access tokens.
  const proofOf = async (email: string, ticketId: string): Promise<TicketProofAnswer> => {
    const token = (await login(t, email, PASSWORD)).json().accessToken as string;
    const response = await asCustomer(t, token, { method: 'GET', url: `/v2/tickets/${ticketId}/proof` });
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.body }).toEqual({ status: 200, body: null });
    return response.json();
  };

  it('publishes the root at close, before the reveal; every ticket\'s proof verifies, and one added or changed behind the API\'s back does not', async () => {
    const session = await signUp(t);
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', clock.now());
    await fund(t, session.customer.customerId, 10_000);
    const games = [gameFor(draw.table, draw.result, 1), gameFor(draw.table, draw.result, null), gameFor(draw.table, draw.result, null)];
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine({ games, first_draw_no: draw.drawNo })] } });
    expect(bought.statusCode).toBe(201);
    // In the order played: the first game is the one made to win division 1.
    const mine = await t.database.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.drawId, draw.id)).orderBy(tickets.gameNo);
    expect(mine).toHaveLength(3);

    const engine = t.app.jobs['draws-tick']!;
    await engine();
    expect((await publicDraw('thursday-starburst', draw.drawNo)).tickets).toBeNull();
    expect((await proofOf(session.customer.email, mine[0]!.id)).ticket).toBeNull();

    // Closed: the root, count and time are published; the seed is not.
    clock.set(new Date(draw.stop.getTime() + 1));
    await engine();
    const closed = await publicDraw('thursday-starburst', draw.drawNo);
    expect(closed).toMatchObject({ seed: null, numbers: null, tickets: { root: expect.stringMatching(/^[0-9a-f]{64}$/), count: 3, committedAt: clock.now().toISOString() } });
    for (const { id } of mine) {
      const { ticket } = await proofOf(session.customer.email, id);
      expect(okOf(await checkTicket(closed, ticket!))).toEqual({ ticket: true });
    }

    // Behind the API's back after the close: one ticket changed, one added by SQL. Neither leads to the root.
    const [first] = await t.database.db.select().from(tickets).where(eq(tickets.id, mine[1]!.id));
    const added = randomUUID();
    await t.database.db.insert(tickets).values({ ...first!, id: added, commitProof: first!.commitProof, salt: first!.salt });
    await t.database.db.execute(sql`update tickets set game = ${JSON.stringify(games[0])}::jsonb where id = ${mine[2]!.id}`);
    expect(okOf(await checkTicket(closed, (await proofOf(session.customer.email, added)).ticket!))).toEqual({ ticket: false });
    expect(okOf(await checkTicket(closed, (await proofOf(session.customer.email, mine[2]!.id)).ticket!))).toEqual({ ticket: false });
    await t.database.db.delete(tickets).where(eq(tickets.id, added));

    // Drawn: the seed is revealed after the commitment, and the numbers follow from it.
    clock.set(new Date(draw.drawDate.getTime() + 60_000));
    await engine();
    const drawn = await publicDraw('thursday-starburst', draw.drawNo);
    expect(drawn.tickets).toEqual(closed.tickets);
    expect(okOf(await checkDraw(drawn))).toEqual({ seed: true, order: true, numbers: true });
    const { ticket, games: proofs } = await proofOf(session.customer.email, mine[0]!.id);
    expect(ticket).toMatchObject({ division: 1 });
    expect(okOf(await checkTicket(drawn, ticket!))).toEqual({ ticket: true, result: true });
    // The three games bought in one line are one ticket: each is its own leaf, and each one's result follows
    // from its numbers. The third, changed by SQL after the close, still does not lead to the root.
    expect(proofs.map((game) => game.ticketId)).toEqual(mine.map((row) => row.id));
    const steps = await checkTicketGames(drawn, proofs);
    expect(steps.map((step) => [step.game, step.key, step.ok])).toEqual([[1, 'ticket', true], [1, 'result', true], [2, 'ticket', true], [2, 'result', true], [3, 'ticket', false], [3, 'result', true]]);
    // A published division the numbers do not give fails the game's result step.
    await t.database.db.update(tickets).set({ division: 2 }).where(eq(tickets.id, mine[0]!.id));
    const claimed = await proofOf(session.customer.email, mine[0]!.id);
    expect(okOf(await checkTicket(drawn, claimed.ticket!))).toEqual({ ticket: true, result: false });
  }, 60_000);

  it('commits a raffle\'s entries, and the winner is the entry the seed picks among them', async () => {
    const session = await signUp(t);
    const draw = await t.database.db.select().from(draws).where(sql`${draws.offerId} = (select id from product_offers where key = 'dream-home-raffle' and site_key = 'drawfront') and ${draws.status} = 'DRAW_OPEN'`).orderBy(draws.drawDate).limit(1);
    const raffle = draw[0]!;
    await fund(t, session.customer.customerId, 10_000);
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [raffleLine({ games: [{}, {}], first_draw_no: raffle.drawNo })] } });
    expect(bought.statusCode).toBe(201);
    clock.set(new Date(Math.max(raffle.drawDate.getTime(), clock.now().getTime()) + 60_000));
    await t.app.jobs['draws-tick']!();
    const published = await publicDraw('dream-home-raffle', raffle.drawNo);
    const sold = await t.database.db.select({ id: tickets.id, customerId: tickets.customerId }).from(tickets).where(eq(tickets.drawId, raffle.id));
    expect(published).toMatchObject({ kind: 'raffle', tickets: { count: sold.length } });
    expect(okOf(await checkDraw(published))).toEqual({ seed: true, order: true, numbers: true });
    for (const { id } of sold.filter((row) => row.customerId === session.customer.customerId)) {
      const { ticket } = await proofOf(session.customer.email, id);
      expect(okOf(await checkTicket(published, ticket!))).toEqual({ ticket: true, result: true });
    }
  }, 60_000);

  it('refuses to reveal a draw\'s seed before its tickets are committed (the draws table\'s check)', async () => {
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', clock.now(), 1);
    const now = new Date(draw.drawDate.getTime() + 1);
    await t.database.db.update(draws).set({ status: 'DRAW_CLOSED', closedAt: now }).where(eq(draws.id, draw.id));
    const [row] = await t.database.db.select({ seed: draws.seed, seedHash: draws.seedHash }).from(draws).where(eq(draws.id, draw.id));
    await expect(t.database.db.transaction((tx) => advanceDraw(tx, draw.id, 'DRAW_CLOSED', 'DRAW_DRAWN', { seed: row!.seed!, seedHash: row!.seedHash!, result: draw.result, drawnAt: now, salesCents: 0, jackpotCents: 0 })))
      .rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/draws_reveal_after_commitment_check/) }) });
    // Nor can a root appear while sales are open.
    await expect(t.database.db.execute(sql`update draws set status = 'DRAW_OPEN', tickets_root = 'ab', tickets_count = 0, tickets_committed_at = now() where id = ${draw.id}`))
      .rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/draws_tickets_commitment_check/) }) });
  });
});
