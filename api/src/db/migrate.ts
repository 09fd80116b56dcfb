import { resolve } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** api/drizzle: the SQL migrations drizzle-kit generated from `schema/`. */
export const MIGRATIONS_FOLDER = resolve(__dirname, '..', '..', 'drizzle');

/** Applies pending migrations with drizzle's migrator for the backend (each runs once, in order). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') await migrateNodePostgres(handle.db as unknown as NodePgDatabase, config);
  else await migratePglite(handle.db as unknown as PgliteDatabase, config);
}
