// Test harness (fastify/demo's test/helper.ts): each suite builds the app on a fresh database of its
// own and closes it after. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set.
import type { IdentityProviders } from '../src/oidc/test-providers';
import { createHash, randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import type { DatabaseHandle, DatabaseKind } from '../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate';
import { sites } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import type { ErrorResponse } from '../src/plugins/error-response';
import { signedHeaders } from '../src/plugins/signature';
import type { GatewayRegistry } from '../src/payments/gateway-registry';
import type { Clock } from '../src/lib/clock';
import type { DrawTellers } from '../src/modules/draws/engine';
import type { CartLineKind } from '../src/modules/cart/line-kinds';

export type Backend = DatabaseKind;

export const OPS_TOKEN = 'test-ops-token-0123456789';

/** The backends every suite runs on: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', OPS_TOKEN, LOG_LEVEL: 'silent', ...env });
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and deletes the database. */
  destroy(): Promise<void>;
}

/** A fresh, migrated and seeded database on `backend`. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const handle = await createDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
    return { handle, destroy: () => handle.close() };
  }
  return openPostgresDatabase();
}

// PGlite's initdb takes ~3 s; loading a dump ~0.5 s. The first suite of a run makes a migrated,
// seeded dump and later suites (in any worker) load copies. The key covers the migrations, the
// seed sources and the hour (the seed places draws relative to now).
async function pgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `drawfront-api-template-${templateKey()}.tar`);
  if (!existsSync(path)) {
    const handle = await createDatabase({ dataDir: 'memory://' });
    try {
      await runMigrations(handle);
      await seedDatabase(handle.db);
      const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
      const dump = await client.dumpDataDir('none');
      // Write then rename, so a parallel worker never loads a half-written file.
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, path);
      removeOldTemplates(path);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(path)]);
}

// Earlier hours' dumps (40 MB each) are of no further use.
function removeOldTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith('drawfront-api-template-') || path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 2 * 3_600_000) rmSync(path, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  const dbSources = resolve(__dirname, '..', 'src', 'db');
  for (const file of [...listFiles(MIGRATIONS_FOLDER), ...listFiles(dbSources)].sort()) hash.update(file).update(readFileSync(file));
  hash.update(String(Math.floor(Date.now() / 3_600_000)));
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

async function openPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `drawfront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString(), poolSize: 20 });
  await runMigrations(handle);
  await seedDatabase(handle.db);
  return {
    handle,
    destroy: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestContext {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly backend: Backend;
  /** Sends a request; `site` signs it with that site's app key and secret (no `site`: unsigned). */
  inject(options: InjectOptions & { sign?: string; customerToken?: string }): Promise<LightMyRequestResponse>;
  /** Headers that sign a call for `siteKey`, naming the site in `X-Drawfront-Site` unless `siteHeader` is false. */
  signed(siteKey: string, options?: { timestamp?: number; customerToken?: string; siteHeader?: boolean }): Promise<Record<string, string>>;
  /** Ops-authorised headers. */
  ops(actor?: string): Record<string, string>;
}

/**
 * Registers beforeAll/afterAll that build the app on a fresh database for this suite and tear both
 * down after; the returned context is usable inside tests.
 */
export function setupApp(backend: Backend, env: Record<string, string> = {}, options: { now?: () => Date; clock?: Clock; gateways?: GatewayRegistry; drawTellers?: DrawTellers; lineKinds?: CartLineKind[]; identityProviders?: IdentityProviders } = {}): TestContext {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  const secrets = new Map<string, { appKey: string; secret: string }>();

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    app = await buildApp({ config: testConfig(env), database: database.handle, logger: false, now: options.now, clock: options.clock, gateways: options.gateways, drawTellers: options.drawTellers, lineKinds: options.lineKinds, identityProviders: options.identityProviders });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  }, 30_000);

  const context: TestContext = {
    get app() {
      if (!app) throw new Error('the app is built in beforeAll');
      return app;
    },
    get database() {
      if (!database) throw new Error('the database is opened in beforeAll');
      return database.handle;
    },
    backend,
    async signed(siteKey, options = {}) {
      let keys = secrets.get(siteKey);
      if (!keys) {
        const [row] = await context.database.db.select({ appKey: sites.appKey, secret: sites.signingSecret }).from(sites).where(eq(sites.key, siteKey));
        if (!row) throw new Error(`no seeded site ${siteKey}`);
        keys = row;
        secrets.set(siteKey, keys);
      }
      const headers = signedHeaders({ appKey: keys.appKey, secret: keys.secret, timestamp: options.timestamp, customerToken: options.customerToken });
      return options.siteHeader === false ? headers : { 'X-Drawfront-Site': siteKey, ...headers };
    },
    ops: (actor = 'tester') => ({ authorization: `Bearer ${OPS_TOKEN}`, 'x-ops-actor': actor }),
    async inject({ sign, customerToken, ...options }) {
      const headers = { ...(sign ? await context.signed(sign, { customerToken }) : {}), ...(options.headers ?? {}) };
      return context.app.inject({ ...options, headers });
    },
  };
  return context;
}

/** Asserts the spec's error shape, status and code; returns the body. */
export function expectError(response: LightMyRequestResponse, status: number, code: string): ErrorResponse {
  const body = response.json() as ErrorResponse;
  expect({ status: response.statusCode, code: body.messages?.[0]?.code }).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(['error', 'errors', 'messages', 'result']);
  expect(body.error).toBe(STATUS_CODES[status]);
  expect(body.messages[0]!.message.length).toBeGreaterThan(0);
  return body;
}
