import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { testGatewayPayouts } from '../db/schema';

export type TestPayoutRow = typeof testGatewayPayouts.$inferSelect;

/** Records a payout under its idempotency key, keeping the one already there (two callers racing on a key both keep the winner's). */
export async function insertPayoutOnce(db: Executor, payout: typeof testGatewayPayouts.$inferInsert): Promise<void> {
  await db.insert(testGatewayPayouts).values(payout).onConflictDoNothing();
}

/** The payouts held under an idempotency key (none or one). */
export async function findPayouts(db: Executor, idempotencyKey: string): Promise<TestPayoutRow[]> {
  return db.select().from(testGatewayPayouts).where(eq(testGatewayPayouts.idempotencyKey, idempotencyKey));
}
