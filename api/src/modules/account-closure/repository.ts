import type { Executor } from '../../db/client';
import { accountClosures } from '../../db/schema';

export type AccountClosureRow = typeof accountClosures.$inferSelect;

/** Records a closure; the primary key (one per customer) refuses a second. */
export async function insertClosure(db: Executor, row: AccountClosureRow): Promise<AccountClosureRow> {
  const [inserted] = await db.insert(accountClosures).values(row).returning();
  return inserted!;
}
