import type { Database } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export async function insertEvent(db: Database, row: AnalyticsEventRow): Promise<void> {
  await db.insert(analyticsEvents).values(row);
}
