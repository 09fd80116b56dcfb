// The session's own purchase: its checkout and tickets, written when the session closes. They are rows of the
// purchase module's tables (the draw engine scores every ticket there); `purchase` has no service call that
// issues tickets without a cart, so the close writes them here, in the close's transaction.
import type { Executor } from '../../db/client';
import { checkouts, tickets } from '../../db/schema';

export async function insertSessionCheckout(tx: Executor, values: typeof checkouts.$inferInsert, ticketRows: (typeof tickets.$inferInsert)[]): Promise<void> {
  await tx.insert(checkouts).values(values);
  for (let start = 0; start < ticketRows.length; start += 500) await tx.insert(tickets).values(ticketRows.slice(start, start + 500));
}
