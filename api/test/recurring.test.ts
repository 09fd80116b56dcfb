import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Autoplay, RecurringRunReport, ScheduledPurchase } from '@drawfront/shared/contract/recurring';
import { PDFDocument } from 'pdf-lib';
import { draws, productOffers, recurringRuns } from '../src/db/schema';
import { raffleLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { nextOpenDraw } from './draws';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';
import { autoplayLine, autoplays, buyNow, recordOf, ticketCount, V33 } from './recurring';

const HOUR = 3_600_000;
// Each test signs up, buys and runs the job: on a loaded machine that takes longer than jest's default 5 s.
jest.setTimeout(30_000);
const FORM = 'application/x-www-form-urlencoded';

describe.each(backends())('recurring purchases on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const run = async () => (await t.app.jobs['recurring-purchases']!()) as RecurringRunReport;
  const call = (session: LoginResult, options: Parameters<typeof asCustomer>[2]) => asCustomer(t, session.accessToken, { ...options, headers: { ...V33, ...(options.headers ?? {}) } });
  /** A customer with money and one Starburst autoplay bought now; the clock stays where it was. */
  const withAutoplay = async (overrides: Record<string, unknown> = {}) => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    await buyNow(t, session, [autoplayLine(overrides)]);
    const [autoplay] = await autoplays(t, session);
    return { session, autoplay: autoplay! };
  };
  /** Moves the clock to an hour before the sales of the autoplay's next draw stop (inside the runner's lead time). */
  const beforeNextRun = (autoplay: Autoplay) => {
    clock = new Date(autoplay.nextDraw!.stop).getTime() - HOUR;
  };
  // Moving the clock expires the access token (15 minutes): sign in again at the new time.
  const again = async (session: LoginResult) => (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
  const drawIdOf = async (offerKey: string, drawNo: number) => {
    const [row] = await t.database.db.select({ id: draws.id }).from(draws).innerJoin(productOffers, eq(productOffers.id, draws.offerId)).where(sql`${productOffers.key} = ${offerKey} and ${productOffers.siteKey} = 'drawfront' and ${draws.drawNo} = ${drawNo}`);
    return row!.id;
  };

  beforeEach(() => {
    clock = Date.now();
  });

  it('creates the autoplay when a line is bought with recurring purchase on, its runs starting after the draw bought now', async () => {
    const first = await nextOpenDraw(t.database.db, 'thursday-starburst', new Date(clock));
    const { session, autoplay } = await withAutoplay({ minimum_jackpot_amount: 100_000_000 });
    expect(autoplay).toMatchObject({
      kind: 'autoplay',
      productType: 'lottery_ticket',
      productOfferKey: 'thursday-starburst',
      numberOfGames: 1,
      status: 'recurring_status_active',
      minimumJackpotAmount: { amount: 100_000_000, currency: 'AUD' },
      pricePerDraw: { amount: 140, currency: 'AUD' },
      lastAttemptStatus: null,
      defaultFund: { kind: 'wallet' },
    });
    expect(autoplay.nextDraw!.drawNo).toBe(first.drawNo + 1);
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
    // Autoplay calls are v3.3.
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/autoplay' }), 400, 'unsupported_version');
    const combined = await call(session, { method: 'GET', url: '/v2/recurring_purchases' });
    expect(combined.json().recurringPurchases).toEqual([expect.objectContaining({ autoplayId: autoplay.autoplayId, kind: 'autoplay', status: 'recurring_status_active' })]);
  });

  it('charges each due autoplay exactly once per draw, with the ledger balanced', async () => {
    const { session: first, autoplay } = await withAutoplay();
    beforeNextRun(autoplay);
    const session = await again(first);
    const drawId = await drawIdOf('thursday-starburst', autoplay.nextDraw!.drawNo);
    expect((await run()).purchased).toBeGreaterThanOrEqual(1);
    expect(await ticketCount(t, session.customer.customerId, drawId)).toBe(1);
    await run();
    clock += 10 * 60_000;
    await run();
    expect(await ticketCount(t, session.customer.customerId, drawId)).toBe(1);
    const [after] = await autoplays(t, session);
    expect(after).toMatchObject({ lastAttemptStatus: 'purchased' });
    expect(after!.nextDraw!.drawNo).toBe(autoplay.nextDraw!.drawNo);
    const totals = await ledgerTotals(t);
    expect(totals).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('does not run before the lead time', async () => {
    const { session, autoplay } = await withAutoplay();
    clock = new Date(autoplay.nextDraw!.stop).getTime() - 25 * HOUR;
    await run();
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
  });

  it('skips, not fails, a draw whose jackpot is under the minimum', async () => {
    // Thursday Starburst's jackpot is $2,450,000: a $5,000,000 minimum skips it.
    const { session: first, autoplay } = await withAutoplay({ minimum_jackpot_amount: 500_000_000 });
    beforeNextRun(autoplay);
    const session = await again(first);
    const before = (await ledgerTotals(t)).total;
    await run();
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
    const [after] = await autoplays(t, session);
    expect(after).toMatchObject({ status: 'recurring_status_active', lastAttemptStatus: null });
    expect((await ledgerTotals(t)).total).toBe(before);
  });

  it('retries a soft failure (funds short) until it is bought, and tells the customer once', async () => {
    let session = await signUp(t);
    await fund(t, session.customer.customerId, 140);
    await buyNow(t, session, [autoplayLine()]);
    const [autoplay] = await autoplays(t, session);
    beforeNextRun(autoplay!);
    session = await again(session);
    await run();
    expect((await autoplays(t, session))[0]).toMatchObject({ lastAttemptStatus: 'soft_failure' });
    await fund(t, session.customer.customerId, 1_000);
    await run();
    // Not yet: the first retry is 15 minutes later.
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
    clock += 15 * 60_000;
    await run();
    session = await again(session);
    expect(await ticketCount(t, session.customer.customerId)).toBe(2);
    expect((await autoplays(t, session))[0]).toMatchObject({ lastAttemptStatus: 'purchased' });
    const feed = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/notifications' })).json();
    expect(feed.items.filter((notice: { kind: string }) => notice.kind === 'recurring_soft_failure')).toHaveLength(1);
  });

  it('pauses with limit_reached instead of breaking a spend limit, says which limit and when it resets, and resumes by itself', async () => {
    const { session: first, autoplay } = await withAutoplay();
    beforeNextRun(autoplay);
    const session = await again(first);
    // Today's spend is $1.40 at most; a $1.00 daily limit leaves no room for the $1.40 run.
    const limit = await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/spend-limits/daily', headers: { 'content-type': FORM }, payload: 'limit=1.00' });
    expect(limit.statusCode).toBe(200);
    const before = (await ledgerTotals(t)).total;
    const report = await run();
    expect(report.limitPaused).toBeGreaterThanOrEqual(1);
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
    expect((await ledgerTotals(t)).total).toBe(before);
    const [paused] = await autoplays(t, session);
    expect(paused).toMatchObject({ status: 'recurring_status_paused', pauseReason: 'limit_reached', limitPause: { reason: 'spend_limit', resetsAt: expect.any(String) } });
    const feed = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/notifications' })).json();
    expect(feed.items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'recurring_limit_reached' })]));
    // At the reset the record is active again.
    clock = new Date(paused!.limitPause!.resetsAt!).getTime();
    await run();
    expect((await recordOf(t, autoplay.autoplayId)).status).toBe('recurring_status_active');
  });

  it('pauses, unpauses, pauses until a time and cancels; a cancelled autoplay stays cancelled', async () => {
    const { session, autoplay } = await withAutoplay();
    const id = autoplay.autoplayId;
    const paused = await call(session, { method: 'POST', url: `/v2/autoplay/pause/${id}` });
    expect(paused.json()).toMatchObject({ status: 'recurring_status_paused', pauseReason: 'customer' });
    beforeNextRun(autoplay);
    await run();
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
    clock = Date.now();
    const unpaused = await call(session, { method: 'POST', url: `/v2/autoplay/unpause/${id}` });
    expect(unpaused.json()).toMatchObject({ status: 'recurring_status_active', pauseReason: null });
    const until = new Date(clock + 48 * HOUR).toISOString();
    const timed = await call(session, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'recurring_status_timed_pause', paused_until: until } });
    expect(timed.json()).toMatchObject({ status: 'recurring_status_timed_pause', pausedUntil: until });
    expectError(await call(session, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'recurring_status_timed_pause', pausedUntil: new Date(clock - HOUR).toISOString() } }), 422, 'recurring_status_invalid');
    expectError(await call(session, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'recurring_status_timed_pause' } }), 422, 'recurring_status_invalid');
    expectError(await call(session, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'recurring_status_paused', pausedUntil: until } }), 422, 'recurring_status_invalid');
    const cancelled = await call(session, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'recurring_status_cancelled' } });
    expect(cancelled.json()).toMatchObject({ status: 'recurring_status_cancelled', nextDraw: null });
    expectError(await call(session, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'recurring_status_active' } }), 422, 'recurring_status_final');
    expectError(await call(session, { method: 'POST', url: `/v2/autoplay/unpause/${id}` }), 422, 'recurring_status_final');
    expectError(await call(session, { method: 'POST', url: `/v2/autoplay/${id}/set-quickpick`, headers: { 'content-type': FORM }, payload: 'quickpick=true' }), 422, 'recurring_status_final');
    expect((await recordOf(t, id)).status).toBe('recurring_status_cancelled');
    // Cancelled records leave the lists.
    expect(await autoplays(t, session)).toEqual([]);
  });

  it('changes the minimum jackpot and quick pick from forms, and the games from JSON, checked like a cart line', async () => {
    const { session, autoplay } = await withAutoplay();
    const id = autoplay.autoplayId;
    const minimum = await call(session, { method: 'POST', url: `/v2/autoplay/${id}/set-minimum-jackpot`, headers: { 'content-type': FORM }, payload: 'minimumJackpotAmount=2000000000' });
    expect(minimum.json()).toMatchObject({ minimumJackpotAmount: { amount: 2_000_000_000, currency: 'AUD' } });
    const quickpick = await call(session, { method: 'POST', url: `/v2/autoplay/${id}/set-quickpick`, headers: { 'content-type': FORM }, payload: 'quickpick=true' });
    expect(quickpick.json()).toMatchObject({ quickpick: true });
    const games = [{ numbers: [3, 4, 5, 6, 7, 8, 9], powerball: [1] }, { numbers: [10, 11, 12, 13, 14, 15, 16], powerball: [2] }];
    const changed = await call(session, { method: 'PATCH', url: `/v2/autoplay/${id}`, payload: { games, minimum_jackpot_amount: null } });
    expect(changed.json()).toMatchObject({ games, numberOfGames: 2, minimumJackpotAmount: null, pricePerDraw: { amount: 280 } });
    const incomplete = expectError(await call(session, { method: 'PATCH', url: `/v2/autoplay/${id}`, payload: { games: [{ numbers: [1, 2] }] } }), 422, 'recurring_change_invalid');
    expect(incomplete.errors.this![0]).toMatch(/not complete/);
    expectError(await call(session, { method: 'PATCH', url: `/v2/autoplay/${id}`, payload: { cause_key: 'kids_hospital' } }), 422, 'recurring_change_invalid');
    expect((await recordOf(t, id)).games).toEqual(games);
  });

  it('refuses bad input with the error shape and changes nothing', async () => {
    const { session, autoplay } = await withAutoplay();
    const id = autoplay.autoplayId;
    for (const response of [
      await call(session, { method: 'GET', url: '/v2/autoplay/not-a-uuid' }),
      await call(session, { method: 'GET', url: '/v2/autoplay?limit=0' }),
      await call(session, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'asleep' } }),
      await call(session, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'recurring_status_timed_pause', pausedUntil: 'tomorrow' } }),
      await call(session, { method: 'PATCH', url: `/v2/autoplay/${id}`, payload: {} }),
      await call(session, { method: 'PATCH', url: `/v2/autoplay/${id}`, payload: { minimum_jackpot_amount: -5 } }),
      await call(session, { method: 'POST', url: `/v2/autoplay/${id}/set-minimum-jackpot`, headers: { 'content-type': FORM }, payload: 'minimumJackpotAmount=lots' }),
      await call(session, { method: 'POST', url: `/v2/autoplay/stop/${id}` }),
      await call(session, { method: 'PATCH', url: `/v2/subscriptions/${id}`, payload: { num_games: 0 } }),
      await call(session, { method: 'POST', url: '/v2/customer/recurring-purchase-method?recurring_purchase_method=cheque' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ messages: [expect.objectContaining({ code: expect.any(String), message: expect.any(String) })] });
    }
    expect(await recordOf(t, id)).toMatchObject({ status: 'recurring_status_active', minimumJackpotCents: null, quickpick: false });
    expectError(await asCustomer(t, 'nope', { method: 'GET', url: '/v2/autoplay', headers: V33 }), 401, 'unauthorised');
  });

  it("answers 404 for another customer's records and changes nothing", async () => {
    const { autoplay } = await withAutoplay();
    const other = await signUp(t);
    const id = autoplay.autoplayId;
    expectError(await call(other, { method: 'GET', url: `/v2/autoplay/${id}` }), 404, 'recurring_purchase_not_found');
    expectError(await call(other, { method: 'POST', url: `/v2/autoplay/pause/${id}` }), 404, 'recurring_purchase_not_found');
    expectError(await call(other, { method: 'PATCH', url: `/v2/autoplays/${id}/status`, payload: { status: 'recurring_status_cancelled' } }), 404, 'recurring_purchase_not_found');
    expectError(await call(other, { method: 'GET', url: `/v2/subscriptions/${id}` }), 404, 'recurring_purchase_not_found');
    expectError(await call(other, { method: 'PATCH', url: `/v2/scheduled-purchases/${id}/cancel` }), 404, 'recurring_purchase_not_found');
    expectError(await call(other, { method: 'GET', url: `/v2/autoplay/${randomUUID()}` }), 404, 'recurring_purchase_not_found');
    expect((await recordOf(t, id)).status).toBe('recurring_status_active');
  });

  it('raises a payment resolution and stops on a hard failure (offer withdrawn)', async () => {
    const { session: first, autoplay } = await withAutoplay();
    beforeNextRun(autoplay);
    const session = await again(first);
    await t.database.db.update(productOffers).set({ suspended: true }).where(sql`${productOffers.key} = 'thursday-starburst' and ${productOffers.siteKey} = 'drawfront'`);
    try {
      await run();
    } finally {
      await t.database.db.update(productOffers).set({ suspended: false }).where(sql`${productOffers.key} = 'thursday-starburst' and ${productOffers.siteKey} = 'drawfront'`);
    }
    const [stopped] = await autoplays(t, session);
    expect(stopped).toMatchObject({ status: 'recurring_status_paused', pauseReason: 'payment_resolution', lastAttemptStatus: 'hard_failure' });
    const resolutions = await call(session, { method: 'GET', url: '/v2/payment_resolutions' });
    expect(resolutions.json().paymentResolutions).toEqual([expect.objectContaining({ autoplayId: autoplay.autoplayId, action: 'change-fund' })]);
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/payment_resolutions' }), 400, 'unsupported_version');
    // Not tried again for the same draw, even with the offer back.
    await run();
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
    // Unpausing answers the resolution.
    await call(session, { method: 'POST', url: `/v2/autoplay/unpause/${autoplay.autoplayId}` });
    expect((await call(session, { method: 'GET', url: '/v2/payment_resolutions' })).json().paymentResolutions).toEqual([]);
  });

  it('holds a raffle pre-order as a scheduled purchase, charging nothing at checkout, and charges it once when its draw opens', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    const receipt = await buyNow(t, session, [raffleLine({ first_draw_no: 433, games: [{}, {}] })]);
    expect(receipt.total).toEqual({ amount: 0, currency: 'AUD' });
    expect(receipt.lines[0]).toMatchObject({ drawNo: 433, purchaseStatus: 'pre_order' });
    expect(receipt.balance).toEqual({ amount: 10_000, currency: 'AUD' });
    expect(await ticketCount(t, session.customer.customerId)).toBe(0);
    const list = (await call(session, { method: 'GET', url: '/v2/scheduled-purchases' })).json().scheduledPurchases as ScheduledPurchase[];
    expect(list).toEqual([expect.objectContaining({ productOfferKey: 'dream-home-raffle', drawNo: 433, numberOfTickets: 2, price: { amount: 2000, currency: 'AUD' }, status: 'active', checkoutId: null })]);
    const id = list[0]!.id;
    expect((await call(session, { method: 'GET', url: `/v2/scheduled-purchases/${id}` })).json()).toMatchObject({ id, encodedId: expect.any(String) });

    // Not charged while the draw is still a pre-order.
    await run();
    expect(await ticketCount(t, session.customer.customerId)).toBe(0);
    const drawId = await drawIdOf('dream-home-raffle', 433);
    await t.database.db.update(draws).set({ purchaseStatus: 'open' }).where(eq(draws.id, drawId));
    try {
      await run();
      await run();
    } finally {
      await t.database.db.update(draws).set({ purchaseStatus: 'pre_order' }).where(eq(draws.id, drawId));
    }
    expect(await ticketCount(t, session.customer.customerId, drawId)).toBe(2);
    const done = (await call(session, { method: 'GET', url: `/v2/scheduled-purchases/${id}` })).json() as ScheduledPurchase;
    expect(done).toMatchObject({ status: 'active', lastAttemptStatus: 'purchased', checkoutId: expect.any(String) });
    expectError(await call(session, { method: 'PATCH', url: `/v2/scheduled-purchases/${id}/cancel` }), 422, 'scheduled_purchase_done');
    const [runRow] = await t.database.db.select().from(recurringRuns).where(eq(recurringRuns.recurringPurchaseId, id));
    expect(runRow).toMatchObject({ outcome: 'purchased', drawId });
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, total: 0 });
  });

  it('cancels a scheduled purchase before its draw opens, and never charges it', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    await buyNow(t, session, [raffleLine({ first_draw_no: 433 })]);
    const [scheduled] = (await call(session, { method: 'GET', url: '/v2/scheduled-purchases' })).json().scheduledPurchases as ScheduledPurchase[];
    const cancelled = await call(session, { method: 'PATCH', url: `/v2/scheduled-purchases/${scheduled!.id}/cancel` });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expectError(await call(session, { method: 'PATCH', url: `/v2/scheduled-purchases/${scheduled!.id}/cancel` }), 422, 'recurring_status_final');
    expect((await call(session, { method: 'GET', url: '/v2/scheduled-purchases' })).json().scheduledPurchases).toEqual([]);
  });

  it('makes a raffle line with recurring purchase a subscription, which the customer can change', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 10_000);
    await buyNow(t, session, [raffleLine({ recurring_purchase: { enabled: true, type: 'subscription' } })]);
    const list = (await call(session, { method: 'GET', url: '/v2/subscriptions?lottery_keys=dream-home-raffle' })).json();
    expect(list.subscriptions).toEqual([expect.objectContaining({ kind: 'subscription', productType: 'raffle_ticket', numberOfTickets: 1, causeKey: 'kids_hospital' })]);
    expect((await call(session, { method: 'GET', url: '/v2/subscriptions?lottery_keys=thursday-starburst' })).json().subscriptions).toEqual([]);
    const id = list.subscriptions[0].autoplayId;
    const changed = await call(session, { method: 'PATCH', url: `/v2/subscriptions/${id}`, payload: { num_games: 3, cause_key: 'coastal_rescue' } });
    expect(changed.json()).toMatchObject({ numberOfTickets: 3, causeKey: 'coastal_rescue', pricePerDraw: { amount: 3000 } });
    expectError(await call(session, { method: 'PATCH', url: `/v2/subscriptions/${id}`, payload: { cause_key: 'nobody' } }), 422, 'recurring_change_invalid');
    const paused = await call(session, { method: 'PATCH', url: `/v2/subscriptions/${id}/status`, payload: { status: 'recurring_status_paused' } });
    expect(paused.json()).toMatchObject({ status: 'recurring_status_paused' });
    expectError(await call(session, { method: 'GET', url: `/v2/autoplay/${id}` }), 404, 'recurring_purchase_not_found');
  });

  it("runs only the signed-in customer's due purchases on POST /process_recurring_purchases/sync", async () => {
    const mine = await withAutoplay();
    const theirs = await withAutoplay();
    beforeNextRun(mine.autoplay);
    const report = await call(await again(mine.session), { method: 'POST', url: '/v2/process_recurring_purchases/sync' });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ purchased: 1, skipped: 0, softFailures: 0, hardFailures: 0, limitPaused: 0 });
    expect(await ticketCount(t, mine.session.customer.customerId)).toBe(2);
    expect(await ticketCount(t, theirs.session.customer.customerId)).toBe(1);
  });

  it('answers the recurring purchase methods; the card needs a card', async () => {
    const { session } = await withAutoplay();
    const methods = await call(session, { method: 'GET', url: '/v2/customer/recurring-purchase-method' });
    expect(methods.json()).toEqual({
      availableRecurringPurchaseMethods: [{ recurringPurchaseMethodKey: 'wallet', disabled: false }, { recurringPurchaseMethodKey: 'card', disabled: true }],
      selectedRecurringPurchaseMethodKey: 'wallet',
    });
    expectError(await call(session, { method: 'POST', url: '/v2/customer/recurring-purchase-method?recurring_purchase_method=card' }), 422, 'recurring_method_unavailable');
    expect((await call(session, { method: 'POST', url: '/v2/customer/recurring-purchase-method?recurring_purchase_method=wallet' })).statusCode).toBe(200);
  });

  it('seeds the demo customer an autoplay with a jackpot minimum and a raffle subscription whose last attempt soft-failed', async () => {
    const demo = (await login(t, 'demo@drawfront.example', PASSWORD)).json() as LoginResult;
    const [autoplay] = await autoplays(t, demo);
    expect(autoplay).toMatchObject({ productOfferKey: 'thursday-starburst', status: 'recurring_status_active', minimumJackpotAmount: { amount: 200_000_000 }, numberOfGames: 2 });
    const subscriptions = (await call(demo, { method: 'GET', url: '/v2/subscriptions' })).json().subscriptions;
    expect(subscriptions).toEqual([expect.objectContaining({ productOfferKey: 'dream-home-raffle', lastAttemptStatus: 'soft_failure', causeKey: 'kids_hospital' })]);
  });

  it('runs draws further ahead on the ops route (development), and refuses without the ops token or with a bad horizon', async () => {
    const { session, autoplay } = await withAutoplay();
    const hoursAhead = Math.ceil((new Date(autoplay.nextDraw!.stop).getTime() - clock) / HOUR) + 1;
    expectError(await t.inject({ method: 'POST', url: '/platform/recurring-purchases/run', payload: { horizonHours: hoursAhead } }), 401, 'ops_unauthorised');
    expect((await t.inject({ method: 'POST', url: '/platform/recurring-purchases/run', headers: t.ops(), payload: { horizonHours: -1 } })).statusCode).toBe(422);
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
    const ran = await t.inject({ method: 'POST', url: '/platform/recurring-purchases/run', headers: t.ops(), payload: { horizonHours: hoursAhead } });
    expect(ran.statusCode).toBe(200);
    expect(ran.json().purchased).toBeGreaterThanOrEqual(1);
    expect(await ticketCount(t, session.customer.customerId)).toBe(2);
  });

  it('serves the subscription calendar as a real PDF, and 404s an offer without one or a bad file name', async () => {
    const pdf = await t.inject({ method: 'GET', url: '/public/pdf/subscription/dream-home-raffle-calendar.pdf', headers: { 'x-drawfront-site': 'drawfront' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="dream-home-raffle-calendar.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe('Dream Home Raffle subscription calendar');
    expectError(await t.inject({ method: 'GET', url: '/public/pdf/subscription/nowhere-calendar.pdf', headers: { 'x-drawfront-site': 'drawfront' } }), 404, 'calendar_not_found');
    expect((await t.inject({ method: 'GET', url: '/public/pdf/subscription/dream-home-raffle.pdf', headers: { 'x-drawfront-site': 'drawfront' } })).statusCode).toBe(422);
  });
});
