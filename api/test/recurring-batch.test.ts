// The recurring runner charges due autoplays a batch at a time (one transaction, one read of every limit for the
// batch): each customer's outcome is still their own. A customer short of funds, over a spend limit, on a break or
// past the verification deadline is refused alone while the rest of the batch is charged, and a customer with two
// autoplays for one draw has the second checked against the spend of the first.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RecurringRunReport } from '@drawfront/shared/contract/recurring';
import { customers, ledgerAccounts, playBreaks, recurringPurchases, recurringRuns, spendLimits } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { insertCustomers, nextOpenDraw } from './draws';
import { everyBackend, setupApp } from './helper';
import { ledgerTotals } from './money';
import { fundAll, insertAutoplays, ticketCount } from './recurring';

const STARBURST_CENTS = 140;

describe.each(everyBackend())('recurring runner batches on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });

  it("charges each customer of one batch on their own facts: funds, limits, breaks and verification", async () => {
    const db = t.database.db;
    const at = clock.now();
    const draw = await nextOpenDraw(db, 'thursday-starburst', at);
    const [paying, broke, limited, onBreak, unverified, twice, ...others] = await insertCustomers(db, 12);
    const everyone = [paying!, broke!, limited!, onBreak!, unverified!, twice!, ...others];
    await fundAll(db, everyone.filter((id) => id !== broke), 1_000);
    // A daily limit of $1.00 (under one $1.40 entry), and one of $2.00 that covers one of `twice`'s two entries, not both.
    await db.insert(spendLimits).values([
      { id: randomUUID(), customerId: limited!, period: 'daily', limitCents: 100, createdAt: at, updatedAt: at },
      { id: randomUUID(), customerId: twice!, period: 'daily', limitCents: 200, createdAt: at, updatedAt: at },
    ]);
    await db.insert(playBreaks).values({ id: randomUUID(), customerId: onBreak!, kind: 'break', period: '7_days', startsAt: at, endsAt: new Date(at.getTime() + 7 * 86_400_000) });
    // Signed up 60 days ago and never verified: past the 45-day deadline.
    await db.update(customers).set({ createdAt: new Date(at.getTime() - 60 * 86_400_000), isVerified: false }).where(eq(customers.id, unverified!));
    await insertAutoplays(db, { offerId: draw.offerId, firstDrawNo: draw.drawNo, customerIds: everyone });
    // twice's second autoplay: the runner puts it in a later batch than the first (one pair per customer per batch).
    await insertAutoplays(db, { offerId: draw.offerId, firstDrawNo: draw.drawNo, customerIds: [twice!] });
    clock.set(new Date(draw.stop.getTime() - 3_600_000));

    const report = (await t.app.jobs['recurring-purchases']!()) as RecurringRunReport;

    // paying, twice (once) and the 6 others are charged; broke retries; limited, onBreak, unverified and twice's second entry are held by a limit.
    expect(report).toMatchObject({ purchased: 8, softFailures: 1, limitPaused: 4, hardFailures: 0 });
    for (const id of [paying!, ...others]) expect(await ticketCount(t, id, draw.id)).toBe(1);
    expect(await ticketCount(t, twice!, draw.id)).toBe(1);
    for (const id of [broke!, limited!, onBreak!, unverified!]) expect(await ticketCount(t, id, draw.id)).toBe(0);

    const balances = new Map((await db.select({ customerId: ledgerAccounts.customerId, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(inArray(ledgerAccounts.customerId, everyone))).map((row) => [row.customerId, Number(row.balance)]));
    expect(balances.get(paying!)).toBe(1_000 - STARBURST_CENTS);
    expect(balances.get(twice!)).toBe(1_000 - STARBURST_CENTS);
    for (const id of [limited!, onBreak!, unverified!]) expect(balances.get(id)).toBe(1_000);
    expect(balances.get(broke!) ?? 0).toBe(0);

    const runs = await db.select({ recurringPurchaseId: recurringRuns.recurringPurchaseId, outcome: recurringRuns.outcome, detail: recurringRuns.detail }).from(recurringRuns).where(eq(recurringRuns.drawId, draw.id));
    const held = await db
      .select({ customerId: recurringPurchases.customerId, id: recurringPurchases.id, status: recurringPurchases.status, pauseReason: recurringPurchases.pauseReason, limitPause: recurringPurchases.limitPause })
      .from(recurringPurchases)
      .where(and(inArray(recurringPurchases.customerId, [limited!, onBreak!, unverified!, twice!]), eq(recurringPurchases.pauseReason, 'limit_reached')));
    const reasonOf = (customerId: string) => held.find((row) => row.customerId === customerId)?.limitPause?.reason;
    expect(reasonOf(limited!)).toBe('spend_limit');
    expect(reasonOf(onBreak!)).toBe('play_break');
    expect(reasonOf(unverified!)).toBe('verification_required');
    // Of twice's two autoplays, the one run second met the spend of the first.
    const twiceHeld = held.filter((row) => row.customerId === twice!);
    expect(twiceHeld).toHaveLength(1);
    expect(twiceHeld[0]!.limitPause?.reason).toBe('spend_limit');
    expect(runs.filter((run) => run.outcome === 'purchased')).toHaveLength(8);
    expect(runs.find((run) => run.outcome === 'soft_failure')).toBeDefined();

    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    // Nothing is charged twice on the next pass.
    const again = (await t.app.jobs['recurring-purchases']!()) as RecurringRunReport;
    expect(again.purchased).toBe(0);
    const [tickets] = ((await db.execute(sql`select count(*)::int as n from tickets where draw_id = ${draw.id} and customer_id in ${everyone}`)) as unknown as { rows: { n: number }[] }).rows;
    expect(tickets!.n).toBe(8);
  }, 120_000);
});
