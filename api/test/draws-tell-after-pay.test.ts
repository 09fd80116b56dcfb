import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { draws } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { walletBalance } from '../src/modules/ledger/service';
import { starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { engineOn, gameFor, nextOpenDraw, recordingTellers } from './draws';
import { backends, setupApp } from './helper';
import { fund } from './money';

describe.each(backends())('draw results told after the prizes are paid on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });

  it('tells a winner nothing when the draw is scored, and both the notice and the email once the prize is in the wallet', async () => {
    const session = await signUp(t);
    const customerId = session.customer.customerId;
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', clock.now());
    const last = draw.table.divisions.at(-1)!.division;
    await fund(t, customerId, 10_000);
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine({ games: [gameFor(draw.table, draw.result, last)], first_draw_no: draw.drawNo })] } });
    expect(bought.statusCode).toBe(201);
    const balanceAfterPurchase = bought.json().balance.amount as number;

    const tellers = recordingTellers();
    const engine = engineOn(t.database.db, clock, { tell: tellers });
    const noticeKey = `draw-result:${draw.id}:${customerId}`;
    const mailKey = `draw-result-email:${draw.id}:${customerId}`;
    const status = async () => (await t.database.db.select({ status: draws.status }).from(draws).where(eq(draws.id, draw.id)))[0]!.status;

    clock.set(new Date(draw.drawDate.getTime() + 60_000));
    await engine.close();
    await engine.draw();
    await engine.score();
    expect(await status()).toBe('DRAW_SCORED');
    expect(await walletBalance(t.database.db, customerId)).toBe(balanceAfterPurchase);
    expect(tellers.notices.has(noticeKey)).toBe(false);
    expect(tellers.mails.has(mailKey)).toBe(false);

    await engine.pay();
    expect(await status()).toBe('DRAW_PAID');
    const paid = await walletBalance(t.database.db, customerId);
    expect(paid).toBeGreaterThan(balanceAfterPurchase);
    expect(tellers.notices.has(noticeKey)).toBe(false);

    await engine.email();
    expect(await status()).toBe('DRAW_EMAILED');
    expect(tellers.notices.get(noticeKey)).toMatchObject({ kind: 'draw_result', body: expect.stringMatching(/^You won \$/) });
    expect(tellers.mails.get(mailKey)).toMatchObject({ to: session.customer.email, template: 'draw_result' });
  }, 60_000);
});
