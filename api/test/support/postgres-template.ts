// PostgreSQL suites copy a migrated, seeded template (`CREATE DATABASE … TEMPLATE`, a file copy on the
// server, well under a second) instead of migrating and seeding their own database (8–14 s each).
// The first suite of a run makes the template under an advisory lock; every later one, in any worker,
// finds it made. scripts/lib/test-databases.cjs drops it and every copy when the run ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../../src/db/client';
import type { DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed';
import { templateKey } from './template-key';
import { workerCached } from './worker-cache';

// Also in scripts/lib/test-databases.cjs, which drops them; the note format below is read there too.
const SUITE_PREFIX = 'drawfront_test_';
const TEMPLATE_PREFIX = 'drawfront_template_';
const BUILDING_PREFIX = 'drawfront_building_';
/** pg_advisory_lock key held while a template is made (one maker at a time, across workers and runs). */
const TEMPLATE_LOCK = 7_399_001;
const UNDEFINED_DATABASE = '3D000';
const OBJECT_IN_USE = '55006';

export interface PostgresTestDatabase {
  handle: DatabaseHandle;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

/** The run's tag in database names (set by the Jest global setup or `npm test`; else this process's). */
const runTag = () => process.env.DRAWFRONT_TEST_RUN ?? `p${process.pid}t0`;

/** A database of this suite's own, copied from the template; its pool talks to nothing else. */
export async function openPostgresDatabase(adminUrl: string): Promise<PostgresTestDatabase> {
  const name = `${SUITE_PREFIX}${runTag()}_${randomBytes(5).toString('hex')}`;
  await copyTemplate(adminUrl, name);
  const handle = await createDatabase({ url: databaseUrl(adminUrl, name), poolSize: 20 });
  return {
    handle,
    destroy: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function copyTemplate(adminUrl: string, name: string): Promise<void> {
  const key = templateKey();
  for (let attempt = 1; ; attempt += 1) {
    const template = await workerCached(`postgres-template:${adminUrl}:${key}`, () => ensureTemplate(adminUrl, key));
    try {
      await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (error) {
      // Another run's cleanup dropped the template after this worker saw it: make it again, once.
      if (attempt > 1 || (error as { code?: string }).code !== UNDEFINED_DATABASE) throw error;
      globalThis.__drawfrontWorkerCache?.delete(`postgres-template:${adminUrl}:${key}`);
    }
  }
}

/** Makes the run's template unless it is there (the global setup calls it before any worker starts). */
export async function ensureTemplate(adminUrl: string, key = templateKey()): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${key}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) await makeTemplate(admin, adminUrl, key, template);
      return template;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** Migrates and seeds under a working name, then renames: a template by its real name is always complete. */
async function makeTemplate(admin: pg.Client, adminUrl: string, key: string, template: string): Promise<void> {
  const building = `${BUILDING_PREFIX}${key}`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const handle = await createDatabase({ url: databaseUrl(adminUrl, building), poolSize: 4 });
  try {
    await runMigrations(handle);
    await seedDatabase(handle.db);
  } finally {
    await handle.close();
  }
  await admin.query(`COMMENT ON DATABASE ${building} IS 'run=${runTag()} at=${Date.now()}'`);
  await untilUnused(admin, building, () => admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`));
  // No connections: a connected template cannot be copied.
  await admin.query(`ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
}

/** Runs `change`, which needs `database` free of sessions; a closed pool's backends take a moment to exit. */
async function untilUnused(admin: pg.Client, database: string, change: () => Promise<unknown>): Promise<void> {
  for (;;) {
    try {
      await change();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await admin.query('SELECT pg_sleep(0.05) FROM pg_stat_activity WHERE datname = $1 LIMIT 1', [database]);
    }
  }
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
