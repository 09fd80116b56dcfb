// Test harness (fastify/demo's test/helper.ts): each suite builds the app on a fresh database of its
// own and closes it after. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Both start
// from the run's migrated, seeded template (support/pglite-template.ts, support/postgres-template.ts).
import type { IdentityProviders } from '../src/oidc/test-providers';
import { STATUS_CODES } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import type { DatabaseHandle, DatabaseKind } from '../src/db/client';
import { sites } from '../src/db/schema';
import { generateTestIdpSigningKey } from '../src/oidc/test-idp';
import type { ErrorResponse } from '../src/plugins/error-response';
import { signedHeaders } from '../src/plugins/signature';
import type { GatewayRegistry } from '../src/payments/gateway-registry';
import type { Clock } from '../src/lib/clock';
import type { DrawTellers } from '../src/modules/draws/engine';
import type { CartLineKind } from '../src/modules/cart/line-kinds';
import { openPgliteDatabase } from './support/pglite-template';
import { openPostgresDatabase } from './support/postgres-template';
import { workerCached } from './support/worker-cache';
import { deploymentAdapters } from './support/production';

export type Backend = DatabaseKind;

export const OPS_TOKEN = 'test-ops-token-0123456789';

/**
 * The backend a behaviour suite runs on: PostgreSQL, production's database, when TEST_DATABASE_URL is set,
 * else PGlite. `TEST_BACKENDS=pglite,postgres` runs every suite on both. Running each behaviour suite twice
 * doubled the API suites' half of CI for SQL that is the same on both; where the engine itself differs
 * (the client, migrations, the job queue through `executeSql`, transactions around money) a suite says so
 * with `everyBackend()`, and the journeys run the whole platform on PGlite.
 */
export function backends(): Backend[] {
  const chosen = process.env.TEST_BACKENDS?.split(',').map((name) => name.trim());
  if (chosen?.length) {
    const unknown = chosen.filter((name) => name !== 'pglite' && name !== 'postgres');
    if (unknown.length) throw new Error(`TEST_BACKENDS names ${unknown.join(', ')}: only pglite and postgres exist`);
    if (chosen.includes('postgres') && !process.env.TEST_DATABASE_URL) throw new Error('TEST_BACKENDS names postgres but TEST_DATABASE_URL is not set');
    return chosen as Backend[];
  }
  return process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
}

/** Every backend there is here: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set (suites where the engine differs). */
export function everyBackend(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig(testEnv(env));
}

/** A suite's environment: the config's and the outside parties' settings are both read from it. */
function testEnv(env: Record<string, string>): Record<string, string> {
  // Suites hash a few thousand passwords a run: at the minimal argon2id cost, except where a suite runs the
  // API in production mode, which refuses it (config.ts).
  const hashCost: Record<string, string> = env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: 'minimal' };
  return { NODE_ENV: 'test', OPS_TOKEN, LOG_LEVEL: 'silent', ...hashCost, ...env };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and deletes the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database on `backend`, of this suite's own: PGlite loads the run's
 * seeded dump into memory, PostgreSQL copies the run's seeded template database.
 */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const handle = await openPgliteDatabase();
    return { handle, destroy: () => handle.close() };
  }
  return openPostgresDatabase(process.env.TEST_DATABASE_URL!);
}

/** One signing key for the test provider per worker: an RSA key pair costs a few hundred milliseconds. */
const testIdpSigningKey = () => workerCached('test-idp-signing-key', generateTestIdpSigningKey);

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
    const suiteEnv = testEnv(env);
    const config = loadConfig(suiteEnv);
    // With the test doors shut (production), the card gateway is a stand-in under the real one's key (support/production.ts).
    const adapters: Partial<ReturnType<typeof deploymentAdapters>> = config.testDoors ? {} : deploymentAdapters(suiteEnv, options.now ?? (() => options.clock?.now() ?? new Date()));
    app = await buildApp({ config, env: suiteEnv, database: database.handle, logger: false, now: options.now, clock: options.clock, gateways: options.gateways ?? adapters.gateways, drawTellers: options.drawTellers, lineKinds: options.lineKinds, identityProviders: options.identityProviders, testIdpSigningKey: await testIdpSigningKey(), schemaCompilation: 'lazy' });
    await app.ready();
    // Hang guards, not speed checks: on two cores beside the journeys a suite's database and app can take minutes.
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  }, 120_000);

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
