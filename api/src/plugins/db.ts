import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { createDatabase } from '../db/client';
import type { Database, DatabaseHandle, DatabaseKind } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { loadContent } from '../modules/content/service';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
  }
}

/** Opens the configured database, applies pending migrations and seeds it on first start. */
export async function openAppDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await createDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await runMigrations(handle);
    await seedIfEmpty(handle.db);
    // Content lives in files (api/content): every start loads what they say now.
    await loadContent(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Makes the database available as `app.db`; an owned handle is closed when the app closes. */
export function registerDatabase(app: FastifyInstance, handle: DatabaseHandle, { owned }: { owned: boolean }): void {
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  if (owned) app.addHook('onClose', async () => handle.close());
}
