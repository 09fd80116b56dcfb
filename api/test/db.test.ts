import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, getTableName, gt, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { createDatabase } from '../src/db/client';
import { DirectoryInUseError } from '../src/db/dir-lock';
import { runMigrations } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { draws } from '../src/db/schema';
import { allAt, createRelease, movePointer, publishAll } from './builders';
import { everyBackend, setupApp } from './helper';

/** Every table the schema declares (db/schema/index.ts re-exports every table file): the migrations must create each. */
const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value: unknown): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

// Raw `execute` answers differ per driver in type but both carry `rows`.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe('PGlite data directory lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'drawfront-lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second open of the same directory, and allows it again after close', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await createDatabase({ dataDir });
    try {
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      await expect(createDatabase({ dataDir })).rejects.toThrow(new DirectoryInUseError(dataDir, process.pid));
      await expect(createDatabase({ dataDir })).rejects.toThrow(`database directory ${dataDir} is in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    // A stale lock left by a crashed process (a pid no longer running) is taken over.
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const second = await createDatabase({ dataDir });
    await second.db.execute(sql`select 1`);
    await second.close();
  }, 60_000);
});

describe.each(everyBackend())('migrations on %s', (backend) => {
  const t = setupApp(backend);

  it('creates every table and records each migration once; running them again changes nothing', async () => {
    const tables = rowsOf<{ table_name: string }>(await t.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`));
    expect(tables.map((row) => row.table_name)).toEqual(TABLES);
    const applied = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
    const before = await applied();
    expect(before).toBeGreaterThanOrEqual(2);
    await runMigrations(t.database);
    expect(await applied()).toBe(before);
  });

  it('reads int8 columns and counts back as numbers on both backends', async () => {
    const [big] = await t.database.db.select({ cents: draws.prizePoolCents }).from(draws).where(gt(draws.prizePoolCents, 2 ** 31)).limit(1);
    expect(big!.cents).toBe(3_000_000_000);
    const [row] = await t.database.db.select({ n: count() }).from(draws);
    expect(typeof row!.n).toBe('number');
  });

  it('refuses to update or delete published artifacts, releases and audit entries', async () => {
    await publishAll(t, '1.0.0');
    const release = await createRelease(t, 'drawfront', { remotes: allAt('1.0.0') });
    expect((await movePointer(t, 'drawfront', { releaseId: release.id, expectedRevision: 0 })).statusCode).toBe(200);
    for (const statement of [
      sql`update remote_artifacts set integrity = 'sha384-x'`,
      sql`delete from remote_artifacts`,
      sql`update site_releases set document = '{}'::jsonb`,
      sql`delete from site_releases`,
      sql`update release_audit set actor = 'mallory'`,
      sql`delete from release_audit`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
  });

  it('refuses a pointer to another site’s release and a canary percentage out of range', async () => {
    const releaseId = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from site_releases where site_key = 'drawfront' limit 1`))[0]!.id;
    await expect(t.database.db.execute(sql`insert into site_pointers (site_key, channel, release_id, revision, updated_by) values ('goodcause', 'live', ${releaseId}, 1, 'x')`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`insert into site_pointers (site_key, channel, release_id, revision, canary_percentage, updated_by) values ('drawfront', 'canary', ${releaseId}, 1, 100, 'x')`)).rejects.toThrow();
  });
});
