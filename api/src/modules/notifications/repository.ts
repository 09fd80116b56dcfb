import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}

export interface NewNotificationRow {
  id: string;
  customerId: string;
  siteKey: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupeKey: string;
  createdAt: Date;
}

/** Inserts a notification; one with the same dedupe key already there wins (no error). */
export async function insertNotification(db: Executor, row: NewNotificationRow): Promise<void> {
  await db.insert(notifications).values(row).onConflictDoNothing({ target: notifications.dedupeKey });
}

/** A page of the customer's notifications, newest first. */
export async function listNotifications(db: Executor, customerId: string, limit: number, offset: number): Promise<NotificationRow[]> {
  return db
    .select({ id: notifications.id, kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

/** How many notifications the customer has, and how many of them are unread. */
export async function countNotifications(db: Executor, customerId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<string | number>`count(*) filter (where ${notifications.readAt} is null)` })
    .from(notifications)
    .where(eq(notifications.customerId, customerId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Marks the customer's unread notifications among `ids` (or all of them) read at `at`; another customer's ids match nothing. */
export async function markNotificationsRead(db: Executor, customerId: string, ids: readonly string[] | 'all', at: Date): Promise<void> {
  if (ids !== 'all' && ids.length === 0) return;
  const mine = and(eq(notifications.customerId, customerId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(ids === 'all' ? mine : and(mine, inArray(notifications.id, [...ids])));
}

/** The customer's unread count. */
export async function countUnread(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}
