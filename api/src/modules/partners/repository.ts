import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { partnerPurchases, partners } from '../../db/schema';

export type PartnerRow = typeof partners.$inferSelect;

export async function findPartner(db: Executor, siteKey: string, slug: string): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(and(eq(partners.siteKey, siteKey), eq(partners.slug, slug)));
  return row ?? null;
}

export async function insertPartnerPurchase(db: Executor, values: typeof partnerPurchases.$inferInsert): Promise<void> {
  await db.insert(partnerPurchases).values(values);
}
