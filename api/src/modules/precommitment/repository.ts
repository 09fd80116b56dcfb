import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { precommitmentLimits } from '../../db/schema';

export async function findLimit(db: Executor, customerId: string): Promise<number | null> {
  const [row] = await db.select({ limit: precommitmentLimits.limitCents }).from(precommitmentLimits).where(eq(precommitmentLimits.customerId, customerId));
  return row ? Number(row.limit) : null;
}

/** The weekly limits of many customers in one read, keyed by customer id (those without one are absent). */
export async function findLimits(db: Executor, customerIds: readonly string[]): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db.select({ customerId: precommitmentLimits.customerId, limit: precommitmentLimits.limitCents }).from(precommitmentLimits).where(inArray(precommitmentLimits.customerId, [...customerIds]));
  return new Map(rows.map((row) => [row.customerId, Number(row.limit)]));
}

export async function upsertLimit(db: Executor, customerId: string, limitCents: number, at: Date): Promise<void> {
  await db
    .insert(precommitmentLimits)
    .values({ customerId, limitCents, updatedAt: at })
    .onConflictDoUpdate({ target: precommitmentLimits.customerId, set: { limitCents, updatedAt: at } });
}

export async function deleteLimit(db: Executor, customerId: string): Promise<void> {
  await db.delete(precommitmentLimits).where(eq(precommitmentLimits.customerId, customerId));
}
