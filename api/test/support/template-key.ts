import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';

/**
 * Names the migrated, seeded state both backends' templates hold: a hash of the migrations, the seed
 * sources and the hour (the seed places draws relative to now, so a template is remade hourly). The
 * hour is the run's start (the Jest global setup notes it), so a run that crosses the hour keeps its
 * templates.
 */
export function templateKey(now = Number(process.env.DRAWFRONT_TEST_RUN_STARTED) || Date.now()): string {
  const hash = createHash('sha256');
  const dbSources = resolve(__dirname, '..', '..', 'src', 'db');
  for (const file of [...listFiles(MIGRATIONS_FOLDER), ...listFiles(dbSources)].sort()) hash.update(file).update(readFileSync(file));
  hash.update(String(Math.floor(now / 3_600_000)));
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
