import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { favouriteNumbers } from '../../db/schema';

/** The customer's saved numbers; null when none are saved. */
export async function findFavouriteNumbers(db: Executor, customerId: string): Promise<number[] | null> {
  const [row] = await db.select({ numbers: favouriteNumbers.numbers }).from(favouriteNumbers).where(eq(favouriteNumbers.customerId, customerId));
  return row?.numbers ?? null;
}

/** The saved numbers of many customers in one read, keyed by customer id (none saved: absent). */
export async function findFavouriteNumbersOfEach(db: Executor, customerIds: readonly string[]): Promise<Map<string, number[]>> {
  const rows = await db.select({ customerId: favouriteNumbers.customerId, numbers: favouriteNumbers.numbers }).from(favouriteNumbers).where(inArray(favouriteNumbers.customerId, [...customerIds]));
  return new Map(rows.map((row) => [row.customerId, row.numbers]));
}

/** Replaces the customer's saved numbers whole. */
export async function saveFavouriteNumbers(db: Executor, customerId: string, numbers: number[], at: Date): Promise<void> {
  await db
    .insert(favouriteNumbers)
    .values({ customerId, numbers, updatedAt: at })
    .onConflictDoUpdate({ target: favouriteNumbers.customerId, set: { numbers, updatedAt: at } });
}
