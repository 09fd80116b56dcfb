import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerLocations, customerTermsAcceptances } from '../../db/schema';

export type CustomerLocationRow = typeof customerLocations.$inferSelect;
type LocationFields = Omit<CustomerLocationRow, 'customerId'>;

/** The customer's kept location, locked until `tx` ends (`FOR UPDATE`); null before the first. */
export async function lockLocation(tx: Executor, customerId: string): Promise<CustomerLocationRow | null> {
  const [row] = await tx.select().from(customerLocations).where(eq(customerLocations.customerId, customerId)).for('update');
  return row ?? null;
}

/** The customer's kept location; null before the first. */
export async function findLocation(db: Executor, customerId: string): Promise<CustomerLocationRow | null> {
  const [row] = await db.select().from(customerLocations).where(eq(customerLocations.customerId, customerId));
  return row ?? null;
}

/** Keeps the customer's location, replacing the one kept. */
export async function saveLocation(tx: Executor, customerId: string, row: LocationFields): Promise<void> {
  await tx.insert(customerLocations).values({ customerId, ...row }).onConflictDoUpdate({ target: customerLocations.customerId, set: row });
}

/** Records when the customer confirmed the terms where they are. */
export async function markBannedTermsConfirmed(db: Executor, customerId: string, at: Date): Promise<void> {
  await db.update(customerLocations).set({ bannedTermsConfirmedAt: at }).where(eq(customerLocations.customerId, customerId));
}

/** Records that the customer accepted the site's terms and conditions at `at` (the latest acceptance is kept). */
export async function saveTermsAcceptance(db: Executor, customerId: string, at: Date): Promise<void> {
  await db.insert(customerTermsAcceptances).values({ customerId, acceptedAt: at }).onConflictDoUpdate({ target: customerTermsAcceptances.customerId, set: { acceptedAt: at } });
}

/** When the customer last accepted the terms and conditions; null if never. */
export async function findTermsAcceptance(db: Executor, customerId: string): Promise<Date | null> {
  const [row] = await db.select().from(customerTermsAcceptances).where(eq(customerTermsAcceptances.customerId, customerId));
  return row?.acceptedAt ?? null;
}
