// Purchases per second and latency of POST /v2/cart/purchase over real HTTP on loopback (autocannon),
// on embedded PGlite and, when a server answers, on PostgreSQL: many customers, then one hot wallet.
// Wallets are funded through the ledger service (a real deposit transaction), as the API tests do.
// Run by bench/run.mjs; prints one JSON line per scenario.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createDatabase, type DatabaseHandle } from '../api/src/db/client';
import { runMigrations } from '../api/src/db/migrate';
import { seedIfEmpty } from '../api/src/db/seed';
import { depositToWallet } from '../api/src/modules/ledger/service';
import { signedHeaders } from '../api/src/plugins/signature';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CUSTOMERS = 20;
// One Thursday Starburst game for one draw ($1.40), bought without a cart.
const LINE = { lottery: 'thursday-starburst', game_type: 'standard', game_offer: 'thursday-starburst-standard', num_draws: 1, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] }], quickpick: false };
const BODY = JSON.stringify({ items: [LINE] });

async function openBackend(kind: 'pglite' | 'postgres'): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'drawfront-bench-pglite-'));
    const handle = await createDatabase({ dataDir: dir });
    return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `drawfront_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), poolSize: 20 });
  return {
    handle,
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function scenario(kind: 'pglite' | 'postgres') {
  const { handle, cleanup } = await openBackend(kind);
  await runMigrations(handle);
  await seedIfEmpty(handle.db);
  // Every bench customer signs up from 127.0.0.1: lift the per-address sign-up limit for this run.
  const app = await buildApp({ config: loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', SIGNUP_LIMIT_PER_ADDRESS: '10000' }), database: handle, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const site = (await (await fetch(`${address}/platform/sites/current`, { headers: { 'X-Drawfront-Site': 'drawfront' } })).json()) as { appKey: string; signingSecret: string };
    const sign = (token = '') => ({ ...signedHeaders({ appKey: site.appKey, secret: site.signingSecret, customerToken: token }), 'X-Drawfront-Site': 'drawfront', 'Content-Type': 'application/json' });
    const customers: { id: string; token: string }[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const response = await fetch(`${address}/v2/signup`, {
        method: 'POST',
        headers: sign(),
        body: JSON.stringify({ email: `bench-${i}-${randomUUID()}@drawfront.example`, password: 'Password123', firstname: 'Bench', lastname: `Customer ${i}`, date_of_birth: '1990-01-01', state: 'NSW', accept_terms: true, email_opt_in: false }),
      });
      if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
      const login = (await response.json()) as { customer: { customerId: string }; accessToken: string };
      customers.push({ id: login.customer.customerId, token: login.accessToken });
      // Enough for every purchase the run can make: the bench measures purchases, not refusals.
      await handle.db.transaction((tx) => depositToWallet(tx, { customerId: login.customer.customerId, amount: 10_000_000, currency: 'AUD', reference: `bench-${randomUUID()}`, at: new Date() }));
    }
    const results = [];
    // Ten connections find the throughput (latency is then queueing: connections ÷ throughput); two show the
    // latency of a purchase when the API is not saturated, which is what the p99 budget is about.
    const runs = [
      ['many customers', customers, 10],
      ['one hot wallet', customers.slice(0, 1), 10],
      ['many customers', customers, 2],
    ] as const;
    for (const [label, pool, connections] of runs) {
      let next = 0;
      const headers = pool.map((customer) => sign(customer.token));
      const result = await autocannon({
        url: `${address}/v2/cart/purchase`,
        connections,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            body: BODY,
            setupRequest: (request: Record<string, unknown>) => {
              next = (next + 1) % pool.length;
              return { ...request, headers: { ...headers[next], 'Idempotency-Key': randomUUID() } };
            },
          },
        ],
      });
      results.push({ backend: kind, scenario: label, connections, purchasesPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors, total: result.requests.total });
    }
    return results;
  } finally {
    await app.close();
    await handle.close();
    await cleanup();
  }
}

async function main(): Promise<void> {
  const backends: ('pglite' | 'postgres')[] = ['pglite'];
  if (await postgresAnswers()) backends.push('postgres');
  for (const kind of backends) {
    for (const row of await scenario(kind)) console.log(JSON.stringify(row));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
