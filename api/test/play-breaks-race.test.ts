// A self-exclusion confirmed while purchases and a recurring-purchase run are in flight. The break's
// `take()` holds the customer's wallet lock, the lock every charge checks the break under, so each charge is
// either before it (whole) or after it (refused, nothing charged). Only PostgreSQL runs those transactions side by
// side; PGlite runs one at a time, so there the race could not happen and the suite is skipped. It first caught a
// deadlock: the runner locks a record then the wallet, and `take()` locked the wallet then the records.
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import type { RecurringRunReport } from '@drawfront/shared/contract/recurring';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/client';
import { checkouts, ledgerEntries, ledgerTransactions, recurringPurchases, recurringRuns, tickets } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { balanceOf } from './cards';
import { STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { nextOpenDraw } from './draws';
import { expectError, setupApp, testConfig } from './helper';
import { fund, ledgerTotals } from './money';
import { insertAutoplays } from './recurring';

const PURCHASES = 50;
const AUTOPLAYS = 20;
// Enough for every purchase and every autoplay run: a refusal can then only be the break, never the balance.
const DEPOSIT = (PURCHASES + AUTOPLAYS + 10) * STARBURST_GAME_PRICE;
const HOUR = 3_600_000;

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('a self-exclusion racing purchases and a recurring-purchase run on postgres', () => {
  // The runner reads the app clock: it is set inside the draw's lead time, so every autoplay is due.
  const clock = manualClock(new Date());
  const t = setupApp('postgres', {}, { clock });
  // A second API instance on the same database (its own pool), as production runs two: the exclusion and the
  // runner go through it, so they do not queue for a connection behind the purchases' pool.
  let second: DatabaseHandle;
  let other: FastifyInstance;
  beforeAll(async () => {
    second = await createDatabase({ url: (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString, poolSize: 10 });
    other = await buildApp({ config: testConfig(), database: second, logger: false, clock });
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
  });

  const purchase = (session: LoginResult) =>
    asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } });
  const exclude = async (session: LoginResult) =>
    other.inject({ method: 'POST', url: '/v2/customer/play-break', headers: await t.signed('drawfront', { customerToken: session.accessToken }), payload: { period: '1_year' } });

  it(`charges whichever of ${PURCHASES} purchases and ${AUTOPLAYS} autoplay runs come before the exclusion whole, and nothing after it, losing nothing`, async () => {
    const db = t.database.db;
    const draw = await nextOpenDraw(db, 'thursday-starburst', clock.now());
    const signedUp = await signUp(t);
    const customerId = signedUp.customer.customerId;
    await fund(t, customerId, DEPOSIT);
    const autoplayIds = await insertAutoplays(db, { offerId: draw.offerId, firstDrawNo: draw.drawNo, customerIds: Array.from({ length: AUTOPLAYS }, () => customerId) });
    clock.set(new Date(draw.stop.getTime() - HOUR));
    // Moving the clock expired the sign-up's token.
    const session = (await login(t, signedUp.customer.email, PASSWORD)).json() as LoginResult;

    // Everything at once: the purchases and the runner queue on the wallet lock, and the exclusion joins the
    // queue once the first purchase has answered, so some charges are before it and (most likely) some after.
    const attempts = Array.from({ length: PURCHASES }, () => purchase(session));
    const run = other.jobs['recurring-purchases']!() as Promise<RecurringRunReport>;
    const excluded = Promise.race(attempts).then(() => exclude(session));
    const [responses, report, exclusion] = await Promise.all([Promise.all(attempts), run, excluded]);

    expect(exclusion.statusCode).toBe(201);
    expect((exclusion.json() as { playBreak: PlayBreak }).playBreak).toMatchObject({ kind: 'self_exclusion', period: '1_year' });
    // The run is a pass over every due record (the seeded customers' too): none of them failed.
    expect(report.softFailures + report.hardFailures).toBe(0);

    // Each purchase was bought whole, or refused for the break and charged nothing.
    const bought = responses.filter((response) => response.statusCode === 201);
    for (const refused of responses.filter((response) => response.statusCode !== 201)) expectError(refused, 422, 'play_break');
    // The exclusion started after a purchase answered, and that one was before any break: bought.
    expect(bought.length).toBeGreaterThan(0);
    const boughtIds = bought.map((response) => (response.json() as Receipt).checkoutId);

    // The runner's charges: each a purchased run with its checkout; a record it reached after the exclusion was
    // cancelled by then, so it has no run at all (never a half-done or failed one).
    const runs = await db.select().from(recurringRuns).where(and(inArray(recurringRuns.recurringPurchaseId, autoplayIds), eq(recurringRuns.drawId, draw.id)));
    for (const row of runs) expect({ outcome: row.outcome, checkout: row.checkoutId !== null }).toEqual({ outcome: 'purchased', checkout: true });
    const runIds = runs.map((row) => row.checkoutId!);

    // Every charge is whole: a checkout, its one ticket, and a ledger transaction taking its price from the wallet.
    const charges = await db
      .select({ id: checkouts.id, total: checkouts.totalCents, transactionId: checkouts.transactionId })
      .from(checkouts)
      .where(eq(checkouts.customerId, customerId));
    expect(charges.map((charge) => charge.id).sort()).toEqual([...boughtIds, ...runIds].sort());
    for (const charge of charges) {
      expect(charge.total).toBe(STARBURST_GAME_PRICE);
      expect(charge.transactionId).not.toBeNull();
    }
    const [ticketRows] = await db.select({ n: count() }).from(tickets).where(eq(tickets.customerId, customerId));
    expect(ticketRows!.n).toBe(charges.length);
    const perCheckout = await db.select({ checkoutId: tickets.checkoutId, n: count() }).from(tickets).where(eq(tickets.customerId, customerId)).groupBy(tickets.checkoutId);
    expect(perCheckout.every((row) => row.n === 1)).toBe(true);
    const purchaseTransactions = await db
      .select({ id: ledgerTransactions.id, sum: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(inArray(ledgerTransactions.id, charges.map((charge) => charge.transactionId!)))
      .groupBy(ledgerTransactions.id);
    expect(purchaseTransactions).toHaveLength(charges.length);
    expect(purchaseTransactions.every((row) => Number(row.sum) === 0)).toBe(true);

    // Nothing lost, nothing charged twice: the wallet holds the deposit less exactly the charges made.
    expect(await balanceOf(t, session)).toBe(DEPOSIT - charges.length * STARBURST_GAME_PRICE);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });

    // Self-exclusion cancelled every autoplay, including those the runner charged before it.
    const live = await db.select({ id: recurringPurchases.id, status: recurringPurchases.status }).from(recurringPurchases).where(eq(recurringPurchases.customerId, customerId));
    expect(live.filter((record) => record.status !== 'recurring_status_cancelled')).toEqual([]);

    // Nothing is charged after it committed: another purchase is refused, and another run charges nothing.
    expectError(await purchase(session), 422, 'play_break');
    await t.app.jobs['recurring-purchases']!();
    const [after] = await db.select({ n: count() }).from(checkouts).where(eq(checkouts.customerId, customerId));
    expect(after!.n).toBe(charges.length);
    expect(await balanceOf(t, session)).toBe(DEPOSIT - charges.length * STARBURST_GAME_PRICE);
  }, 120_000);
});
