import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

type IdempotencyRecord = typeof idempotencyKeys.$inferInsert;

export async function findIdempotent(db: Executor, customerId: string, key: string): Promise<{ requestHash: string; statusCode: number; response: unknown } | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function saveIdempotent(db: Executor, values: IdempotencyRecord): Promise<void> {
  await db.insert(idempotencyKeys).values(values);
}
