// A recurring-purchase runner that dies mid-run (inside a charge's transaction, after the money moved) and is
// started again: every autoplay is charged exactly once, the half-done charge rolled back with its transaction.
import { count, sql } from 'drizzle-orm';
import type { RecurringRunReport } from '@drawfront/shared/contract/recurring';
import { idempotencyKeys, tickets } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { createPreCommitmentService } from '../src/modules/precommitment/service';
import { createPurchaseService } from '../src/modules/purchase/service';
import { createRecurringRunner, RunnerCrash } from '../src/modules/recurring/runner';
import { createSiteService } from '../src/modules/sites/service';
import { createSpendCheck } from '../src/modules/spend-check/service';
import { createSpendLimitService } from '../src/modules/spend-limits/service';
import { insertCustomers, nextOpenDraw } from './draws';
import { backends, setupApp } from './helper';
import { ledgerTotals } from './money';
import { fundAll, insertAutoplays } from './recurring';

const CUSTOMERS = 12;

describe.each(backends())('a recurring-purchase runner killed mid-run on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });

  it('charges each autoplay exactly once after a restart', async () => {
    const db = t.database.db;
    const draw = await nextOpenDraw(db, 'thursday-starburst', clock.now());
    const customerIds = await insertCustomers(db, CUSTOMERS);
    await fundAll(db, customerIds, 1_000);
    await insertAutoplays(db, { offerId: draw.offerId, firstDrawNo: draw.drawNo, customerIds });
    clock.set(new Date(draw.stop.getTime() - 3_600_000));

    // The instance that dies: the same services the app wires, charging batches of 5, with a crash after the first batch.
    const now = () => clock.now();
    const preCommitments = createPreCommitmentService(db, now);
    const spendLimits = createSpendLimitService(db, now);
    const purchases = createPurchaseService(db, { now, spendCheck: createSpendCheck(db, { now, preCommitments, spendLimits }) });
    const sites = createSiteService(db);
    const dying = createRecurringRunner(db, {
      clock,
      purchases,
      siteWithin: (tx, key) => sites.siteWithin(tx, key),
      notify: async () => undefined,
      limitFacts: (customerId, site) => spendLimits.state(customerId, site),
      hasDefaultCard: async () => false,
      batchSize: 5,
      failAfterPurchases: 5,
    });
    await expect(dying.run()).rejects.toBeInstanceOf(RunnerCrash);
    const mine = sql`${tickets.customerId} in ${customerIds}`;
    const [afterCrash] = await db.select({ n: count() }).from(tickets).where(mine);
    expect(afterCrash!.n).toBe(5);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0 });

    // The restarted instance (the app's own job) charges the rest, once each.
    const report = (await t.app.jobs['recurring-purchases']!()) as RecurringRunReport;
    expect(report.purchased).toBe(CUSTOMERS - 5);
    const perCustomer = await db.select({ customerId: tickets.customerId, n: count() }).from(tickets).where(mine).groupBy(tickets.customerId);
    expect(perCustomer).toHaveLength(CUSTOMERS);
    expect(perCustomer.every((row) => row.n === 1)).toBe(true);
    const [keys] = await db.select({ n: count() }).from(idempotencyKeys).where(sql`${idempotencyKeys.customerId} in ${customerIds}`);
    expect(keys!.n).toBe(CUSTOMERS);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    expect(((await t.app.jobs['recurring-purchases']!()) as RecurringRunReport).purchased).toBe(0);
  }, 120_000);
});
