import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkouts } from '../../db/schema';

/** A past order as a replay reads it: its receipt, the ticket lines kept to replay (null: kept before replays), its site. */
export type ReplayableOrder = Pick<typeof checkouts.$inferSelect, 'receipt' | 'lineDrafts' | 'siteKey'>;

/** The customer's own order `checkoutId`; null when there is none or it is another customer's. */
export async function findOrderOf(db: Executor, customerId: string, checkoutId: string): Promise<ReplayableOrder | null> {
  const [order] = await db
    .select({ receipt: checkouts.receipt, lineDrafts: checkouts.lineDrafts, siteKey: checkouts.siteKey })
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.customerId, customerId)));
  return order ?? null;
}
