// Games scored and paid per second: one Saturday Super Draw draw of 100,000 quick-picked games on PostgreSQL,
// run through the draw engine's close, draw, score, pay and email steps (goal: ≥ 20,000 games/s).
// Run by bench/run.mjs; prints one JSON line. Needs a PostgreSQL server (TEST_DATABASE_URL or the local one).
import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../api/src/db/client';
import type { Database } from '../api/src/db/client';
import { runMigrations } from '../api/src/db/migrate';
import { checkouts, customers, ledgerTransactions, tickets } from '../api/src/db/schema';
import { seedDatabase } from '../api/src/db/seed';
import { manualClock } from '../api/src/lib/clock';
import { createDrawEngine } from '../api/src/modules/draws/engine';
import { openWallet } from '../api/src/modules/ledger/service';

const GAMES = Number(process.env.BENCH_DRAW_GAMES ?? 100_000);
const CUSTOMERS = 500;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Six distinct numbers from 1–45, sorted. */
function quickPick(): number[] {
  const picked = new Set<number>();
  while (picked.size < 6) picked.add(randomInt(1, 46));
  return [...picked].sort((a, b) => a - b);
}

/** Customers with wallets, one checkout each, and GAMES tickets spread over them (inserted directly: the purchase bench measures buying). */
async function prepare(db: Database, draw: { id: number; offerId: number; stop: Date }): Promise<void> {
  const ids = Array.from({ length: CUSTOMERS }, () => randomUUID());
  await db.insert(customers).values(ids.map((id) => ({ id, siteKey: 'drawfront', email: `bench-${id}@example.com`, passwordHash: 'bench', firstname: 'Bench', lastname: 'Player', dateOfBirth: '1980-01-01', state: 'NSW', currency: 'AUD' })));
  const checkoutOf = new Map<string, string>();
  for (const id of ids) {
    await openWallet(db, id, 'AUD');
    const transactionId = randomUUID();
    const checkoutId = randomUUID();
    await db.insert(ledgerTransactions).values({ id: transactionId, kind: 'purchase', reference: checkoutId, description: 'bench tickets', createdAt: draw.stop });
    await db.insert(checkouts).values({ id: checkoutId, customerId: id, siteKey: 'drawfront', transactionId, totalCents: 0, receipt: {} as never, createdAt: draw.stop });
    checkoutOf.set(id, checkoutId);
  }
  for (let start = 0; start < GAMES; start += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, GAMES - start) }, (_, i) => {
      const customerId = ids[(start + i) % CUSTOMERS]!;
      return { id: randomUUID(), checkoutId: checkoutOf.get(customerId)!, customerId, offerId: draw.offerId, drawId: draw.id, gameType: 'standard' as const, game: { numbers: quickPick() }, priceCents: 75 };
    });
    await db.insert(tickets).values(rows);
  }
}

async function main(): Promise<void> {
  const name = `drawfront_drawbench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), poolSize: 10 });
  try {
    await runMigrations(handle);
    const now = new Date();
    await seedDatabase(handle.db, now);
    const { rows } = await handle.executeSql(
      `select d.id, d.offer_id, d.stop, d.draw_date from draws d join product_offers o on o.id = d.offer_id
       where o.key = 'saturday-super-draw' and d.stop > $1 order by d.draw_date limit 1`,
      [now.toISOString()],
    );
    const found = rows[0] as { id: number; offer_id: number; stop: Date; draw_date: Date };
    const draw = { id: found.id, offerId: found.offer_id, stop: new Date(found.stop), drawDate: new Date(found.draw_date) };
    await prepare(handle.db, draw);
    await handle.executeSql('analyze tickets');
    const clock = manualClock(new Date(draw.drawDate.getTime() + 60_000));
    const engine = createDrawEngine(handle.db, { clock, tell: { notify: async () => undefined, enqueue: async () => undefined }, claimThresholdCents: 2_500_000 });
    const started = process.hrtime.bigint();
    const report = await engine.tick();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const paid = await handle.executeSql(`select count(*)::int as n from tickets where draw_id = $1 and prize_status = 'paid'`, [draw.id]);
    const winners = (paid.rows[0] as { n: number }).n;
    console.log(JSON.stringify({ backend: 'postgres', games: GAMES, winnersPaid: winners, seconds: Number(seconds.toFixed(3)), gamesPerSecond: Math.round(GAMES / seconds), steps: report }));
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
