import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import type { RowColumn } from '../../db/insert-rows';
import { idempotencyKeys } from '../../db/schema';

type IdempotencyRecord = typeof idempotencyKeys.$inferInsert;

export async function findIdempotent(db: Executor, customerId: string, key: string): Promise<{ requestHash: string; statusCode: number; response: unknown } | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}


/** The stored keys of one customer each, in one read: keyed by `${customerId} ${key}`. */
export async function findIdempotentEach(db: Executor, wanted: readonly { customerId: string; key: string }[]): Promise<Map<string, { requestHash: string; statusCode: number; response: unknown }>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ customerId: idempotencyKeys.customerId, key: idempotencyKeys.key, requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(inArray(idempotencyKeys.customerId, [...new Set(wanted.map((one) => one.customerId))]), inArray(idempotencyKeys.key, [...new Set(wanted.map((one) => one.key))])));
  return new Map(rows.map(({ customerId, key, ...stored }) => [`${customerId} ${key}`, stored]));
}

const keyColumns: RowColumn<IdempotencyRecord>[] = [
  { column: idempotencyKeys.customerId, type: 'uuid', value: (row) => row.customerId },
  { column: idempotencyKeys.key, type: 'text', value: (row) => row.key },
  { column: idempotencyKeys.requestHash, type: 'text', value: (row) => row.requestHash },
  { column: idempotencyKeys.statusCode, type: 'integer', value: (row) => row.statusCode },
  { column: idempotencyKeys.response, type: 'jsonb', value: (row) => row.response },
  { column: idempotencyKeys.createdAt, type: 'timestamptz', value: (row) => row.createdAt },
];

export async function saveIdempotentMany(db: Executor, rows: readonly IdempotencyRecord[]): Promise<void> {
  await insertRows(db, idempotencyKeys, keyColumns, rows);
}
