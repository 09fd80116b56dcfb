// The recurring-purchase runner under concurrency. Two instances racing need PostgreSQL (TEST_DATABASE_URL):
// PGlite runs one transaction at a time, so there the race could not happen and is skipped.
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RecurringRunReport } from '@drawfront/shared/contract/recurring';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import type { DatabaseHandle } from '../src/db/client';
import { idempotencyKeys, recurringRuns, tickets } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { insertCustomers, nextOpenDraw } from './draws';
import { setupApp, testConfig } from './helper';
import { ledgerTotals } from './money';
import { fundAll, insertAutoplays } from './recurring';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const CUSTOMERS = 80;

onPostgres('recurring-purchase runners racing on postgres', () => {
  const clock = manualClock(new Date());
  const t = setupApp('postgres', {}, { clock });
  let second: DatabaseHandle;
  let other: FastifyInstance;
  beforeAll(async () => {
    // Another API instance: its own pool and its own app on the same database, sharing only the clock.
    second = await createDatabase({ url: (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString, poolSize: 10 });
    other = await buildApp({ config: testConfig(), database: second, logger: false, clock });
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
  });

  it('charges each autoplay once for the draw when two instances run at the same time, twice over', async () => {
    const db = t.database.db;
    const draw = await nextOpenDraw(db, 'thursday-starburst', clock.now());
    const customerIds = await insertCustomers(db, CUSTOMERS);
    await fundAll(db, customerIds, 1_000);
    const ids = await insertAutoplays(db, { offerId: draw.offerId, firstDrawNo: draw.drawNo, customerIds });
    clock.set(new Date(draw.stop.getTime() - 3_600_000));

    const jobs = [t.app.jobs['recurring-purchases']!, other.jobs['recurring-purchases']!];
    const reports = (await Promise.all([...jobs, ...jobs].map((job) => job()))) as RecurringRunReport[];
    expect(reports.reduce((sum, report) => sum + report.purchased, 0)).toBe(CUSTOMERS);
    expect(reports.reduce((sum, report) => sum + report.softFailures + report.hardFailures, 0)).toBe(0);

    const perCustomer = await db
      .select({ customerId: tickets.customerId, n: count() })
      .from(tickets)
      .where(and(eq(tickets.drawId, draw.id), sql`${tickets.customerId} in ${customerIds}`))
      .groupBy(tickets.customerId);
    expect(perCustomer).toHaveLength(CUSTOMERS);
    expect(perCustomer.every((row) => row.n === 1)).toBe(true);
    const [runs] = await db.select({ n: count() }).from(recurringRuns).where(and(eq(recurringRuns.drawId, draw.id), eq(recurringRuns.outcome, 'purchased'), sql`${recurringRuns.recurringPurchaseId} in ${ids}`));
    expect(runs!.n).toBe(CUSTOMERS);
    const [keys] = await db.select({ n: count() }).from(idempotencyKeys).where(sql`${idempotencyKeys.customerId} in ${customerIds} and ${idempotencyKeys.key} like 'recurring_%'`);
    expect(keys!.n).toBe(CUSTOMERS);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });

    // A later pass of either instance finds nothing more to charge.
    const again = (await jobs[1]!()) as RecurringRunReport;
    expect(again.purchased).toBe(0);
  }, 120_000);
});
