// Recurring purchases processed per second: one Thursday Starburst draw with 10,000 active autoplays on PostgreSQL,
// charged by the recurring-purchase runner (goal: ≥ 1,000/s on this 2-core machine, each charged once,
// the ledger summing to zero). Run by bench/run.mjs; prints one JSON line. Needs a PostgreSQL server
// (TEST_DATABASE_URL or the local one).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../api/src/db/client';
import type { Database } from '../api/src/db/client';
import { runMigrations } from '../api/src/db/migrate';
import { customers, recurringPurchases } from '../api/src/db/schema';
import { seedDatabase } from '../api/src/db/seed';
import { manualClock } from '../api/src/lib/clock';
import { depositToWallet } from '../api/src/modules/ledger/service';
import { createPreCommitmentService } from '../api/src/modules/precommitment/service';
import { createPurchaseService } from '../api/src/modules/purchase/service';
import { createRecurringRunner } from '../api/src/modules/recurring/runner';
import { createSiteService } from '../api/src/modules/sites/service';
import { createSpendCheck } from '../api/src/modules/spend-check/service';
import { createPlayBreakService } from '../api/src/modules/play-breaks/service';
import { createVerificationGate } from '../api/src/modules/verification/gate';
import { createSpendLimitService } from '../api/src/modules/spend-limits/service';

const AUTOPLAYS = Number(process.env.BENCH_AUTOPLAYS ?? 10_000);
// Batches at once: 4, as app.ts wires the runner on PostgreSQL.
const CONCURRENCY = Number(process.env.BENCH_RECURRING_CONCURRENCY ?? 4);
const BATCH = process.env.BENCH_RECURRING_BATCH ? Number(process.env.BENCH_RECURRING_BATCH) : undefined;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GAME = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] };

/** `count` at a time over `items` (the setup's deposits run side by side on the pool). */
async function inParallel<T>(items: readonly T[], count: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: count }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

/** Customers with $10.00 deposited through the ledger, and one Starburst autoplay each, live from `firstDrawNo`. */
async function prepare(db: Database, offerId: number, firstDrawNo: number, at: Date): Promise<string[]> {
  const ids = Array.from({ length: AUTOPLAYS }, () => randomUUID());
  for (let start = 0; start < ids.length; start += 2_000) {
    await db.insert(customers).values(ids.slice(start, start + 2_000).map((id) => ({ id, siteKey: 'drawfront', email: `bench-${id}@example.com`, passwordHash: 'bench', firstname: 'Bench', lastname: 'Player', dateOfBirth: '1980-01-01', state: 'NSW', currency: 'AUD' })));
  }
  await inParallel(ids, 8, async (customerId) => {
    await db.transaction((tx) => depositToWallet(tx, { customerId, amount: 1_000, currency: 'AUD', reference: `bench-${customerId}`, at }));
  });
  for (let start = 0; start < ids.length; start += 2_000) {
    await db.insert(recurringPurchases).values(
      ids.slice(start, start + 2_000).map((customerId) => ({
        id: randomUUID(), customerId, siteKey: 'drawfront', kind: 'autoplay' as const, offerId, gameType: 'standard' as const, gameOfferKey: 'thursday-starburst-standard',
        games: [GAME], quickpick: false, firstDrawNo, status: 'recurring_status_active' as const, createdAt: at, updatedAt: at,
      })),
    );
  }
  return ids;
}

async function main(): Promise<void> {
  const name = `drawfront_recurbench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), poolSize: CONCURRENCY + 2 });
  try {
    await runMigrations(handle);
    const now = new Date();
    await seedDatabase(handle.db, now);
    const { rows } = await handle.executeSql(
      `select d.id, d.offer_id, d.draw_no, d.stop from draws d join product_offers o on o.id = d.offer_id
       where o.key = 'thursday-starburst' and o.site_key = 'drawfront' and d.stop > $1 order by d.stop limit 1`,
      [now.toISOString()],
    );
    const draw = rows[0] as { id: number; offer_id: number; draw_no: number; stop: Date };
    await prepare(handle.db, draw.offer_id, draw.draw_no, now);
    await handle.executeSql('analyze');

    const clock = manualClock(new Date(new Date(draw.stop).getTime() - 3_600_000));
    const nowFn = () => clock.now();
    const preCommitments = createPreCommitmentService(handle.db, nowFn);
    const spendLimits = createSpendLimitService(handle.db, nowFn);
    // The spend check as the app wires it (app.ts): breaks and the verification deadline are read for every charge too.
    const playBreaks = createPlayBreakService(handle.db, { now: nowFn });
    const verificationGate = createVerificationGate({ now: nowFn, deadlineDays: 45 });
    const spendCheck = createSpendCheck(handle.db, { now: nowFn, preCommitments, spendLimits, playBreaksInForce: playBreaks.inForceOf, verificationBlocks: verificationGate.blockedOf });
    const purchases = createPurchaseService(handle.db, { now: nowFn, spendCheck });
    const sites = createSiteService(handle.db);
    const runner = createRecurringRunner(handle.db, {
      clock,
      purchases,
      siteWithin: (tx, key) => sites.siteWithin(tx, key),
      notify: async () => undefined,
      limitFacts: (customerId, site) => spendLimits.state(customerId, site),
      hasDefaultCard: async () => false,
      concurrency: CONCURRENCY,
      ...(BATCH ? { batchSize: BATCH } : {}),
    });

    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    const report = await runner.run();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuBefore);

    const facts = await handle.executeSql(
      `select (select count(*)::int from tickets where draw_id = $1) as tickets,
              (select count(distinct customer_id)::int from tickets where draw_id = $1) as customers,
              (select count(*)::int from recurring_runs where draw_id = $1 and outcome = 'purchased') as runs,
              (select coalesce(sum(amount), 0)::bigint from ledger_entries) as ledger_sum,
              (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) unbalanced) as unbalanced`,
      [draw.id],
    );
    const f = facts.rows[0] as { tickets: number; customers: number; runs: number; ledger_sum: string; unbalanced: number };
    // A second pass finds nothing: each autoplay was charged once.
    const again = await runner.run();
    console.log(
      JSON.stringify({
        backend: 'postgres',
        autoplays: AUTOPLAYS,
        concurrency: CONCURRENCY,
        purchased: report.purchased,
        seconds: Number(seconds.toFixed(3)),
        perSecond: Math.round(report.purchased / seconds),
        // The runner's own CPU (this process) per charge; the rest of the machine's two cores is PostgreSQL's.
        nodeCpuMsPerCharge: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, report.purchased)).toFixed(3)),
        ticketsIssued: f.tickets,
        customersCharged: f.customers,
        secondPassPurchased: again.purchased,
        chargedOnce: f.tickets === AUTOPLAYS && f.customers === AUTOPLAYS && f.runs === AUTOPLAYS && again.purchased === 0,
        ledgerSum: Number(f.ledger_sum),
        unbalancedTransactions: f.unbalanced,
      }),
    );
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
