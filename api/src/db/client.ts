import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDirectory } from './dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query layer, the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function runs on: the database, or the `tx` of a transaction it is part of. */
export type Executor = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

/** A raw statement's answer, as node-postgres gives it (what pg-boss reads). */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs raw SQL on the same connections as `db` (pg-boss's `db.executeSql`). Without values the text may
   * hold several statements (pg-boss installs its schema that way); the last one's rows are answered.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * LISTENs on `channel` and calls `onNotify` for each NOTIFY delivered (PostgreSQL delivers one sent
   * inside a transaction only when it commits). Answers the function that stops listening. PostgreSQL
   * holds one connection of its own for it, reconnecting after an error; absent on handles made by hand.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** PGlite data directory, or `memory://` for a database that lives only in this process. */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpDataDir()` (tests load a migrated, seeded copy). */
  loadDataDir?: Blob;
  /** node-postgres pool size. */
  poolSize?: number;
}

/** Opens PGlite (default) or a PostgreSQL pool (when `url` is set) behind the same drizzle API. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', executeSql: (text, values) => pool.query(text, values), listen: (channel, onNotify) => listenOnPostgres(options.url!, channel, onNotify), close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  const lock = inMemory ? null : lockDirectory(dataDir);
  try {
    const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      // PGlite's `query` takes one statement with parameters, `exec` several without.
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
      listen: async (channel, onNotify) => {
        const unsubscribe = await client.listen(channel, () => onNotify());
        return async () => {
          if (!closed) await unsubscribe();
        };
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

const LISTEN_RECONNECT_MS = 5_000;

/**
 * A dedicated connection LISTENing on `channel` (a pooled one would be handed to other queries). When it
 * drops, it reconnects after LISTEN_RECONNECT_MS and calls `onNotify` once, since a notification may have
 * been missed meanwhile.
 */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: ${JSON.stringify(channel)} is not a plain channel name`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(onNotify, reconnectLater);
    }, LISTEN_RECONNECT_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
