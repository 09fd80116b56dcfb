// PGlite suites start from a migrated, seeded dump instead of initdb + migrations + seed (~10 s).
// The first worker of a run writes the dump to the temp directory; each worker reads it into memory
// once and every suite it runs loads its own database from those bytes.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../src/db/client';
import type { DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedDatabase } from '../../src/db/seed';
import { templateKey } from './template-key';
import { workerCached } from './worker-cache';

const PREFIX = 'drawfront-api-template-';

/** A fresh in-memory PGlite database holding the migrated, seeded template. */
export async function openPgliteDatabase(): Promise<DatabaseHandle> {
  const key = templateKey();
  const bytes = await workerCached(`pglite-template:${key}`, () => templateBytes(key));
  return createDatabase({ dataDir: 'memory://', loadDataDir: new Blob([bytes]) });
}

async function templateBytes(key: string): Promise<Uint8Array> {
  return readFileSync(await preparePgliteTemplate(key));
}

/** Makes the run's dump unless it is there (the global setup calls it before any worker starts). */
export async function preparePgliteTemplate(key = templateKey()): Promise<string> {
  const path = join(tmpdir(), `${PREFIX}${key}.tar`);
  if (!existsSync(path)) await writeTemplate(path);
  return path;
}

async function writeTemplate(path: string): Promise<void> {
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

// Earlier hours' dumps (45 MB each) are of no further use once no run can still be reading them.
function removeOldTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 2 * 3_600_000) rmSync(path, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}
