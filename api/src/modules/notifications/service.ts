import { randomUUID } from 'node:crypto';
import type { FeedNotification, FeedNotificationKind, NotificationsPage } from '@drawfront/shared/contract/notifications';
import type { Database, Executor } from '../../db/client';
import { countNotifications, countUnread, insertNotification, listNotifications, markNotificationsRead } from './repository';

/** A notice for one customer's feed; `dedupeKey` is unique: a second notify with the same key is a no-op. */
export interface NewNotification {
  customerId: string;
  siteKey: string;
  kind: FeedNotificationKind;
  title: string;
  body: string;
  /** An in-site path ("/weekend-lotto/results/draw/4521"). */
  link?: string;
  dedupeKey: string;
}

/** The agreed clock (lib/clock's `Clock`): whatever tells the time, which tests move. */
interface Clock {
  now(): Date;
}

export type NotificationService = ReturnType<typeof createNotificationService>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The notifications feed behind the header bell: written in the transaction of what it tells, read and marked read by the customer. */
export function createNotificationService(db: Database, deps: { clock: Clock }) {
  const { clock } = deps;
  return {
    /** Writes `notification` inside `tx` (the transaction of the change it tells about); idempotent on `dedupeKey`. */
    async notify(tx: Executor, notification: NewNotification): Promise<void> {
      checkNotification(notification);
      await insertNotification(tx, {
        id: randomUUID(),
        customerId: notification.customerId,
        siteKey: notification.siteKey,
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        link: notification.link ?? null,
        dedupeKey: notification.dedupeKey,
        createdAt: clock.now(),
      });
    },

    /** A page of the customer's feed, newest first, with the unread count and the total. */
    async list(customerId: string, page: { limit: number; offset: number }): Promise<NotificationsPage> {
      const [rows, counts] = await Promise.all([listNotifications(db, customerId, page.limit, page.offset), countNotifications(db, customerId)]);
      const items: FeedNotification[] = rows.map((row) => ({ id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link, createdAt: row.createdAt.toISOString(), read: row.readAt !== null }));
      return { items, unread: counts.unread, total: counts.total };
    },

    /**
     * Marks the customer's notifications `ids` (or all) read and returns how many are still unread.
     * Ids of another customer's notifications, unknown ids and ids already read change nothing.
     */
    async markRead(customerId: string, ids: readonly string[] | 'all'): Promise<number> {
      // An id that is not a UUID names no notification; PostgreSQL would refuse it in the query.
      await markNotificationsRead(db, customerId, ids === 'all' ? 'all' : ids.filter((id) => UUID.test(id)), clock.now());
      return countUnread(db, customerId);
    },
  };
}

// A notice that would break the bell is a bug in the code that sends it: refuse it there, in its transaction.
function checkNotification(notification: NewNotification): void {
  const problems: string[] = [];
  for (const field of ['customerId', 'siteKey', 'kind', 'title', 'body', 'dedupeKey'] as const) if (notification[field].trim() === '') problems.push(`${field} is empty`);
  if (!UUID.test(notification.customerId)) problems.push('customerId is not a UUID');
  const { link } = notification;
  if (link !== undefined && (!link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\'))) problems.push(`link must be an in-site path starting with one "/" (got ${JSON.stringify(link.slice(0, 80))})`);
  if (problems.length > 0) throw new Error(`notifications: cannot notify ${JSON.stringify(notification.dedupeKey)}: ${problems.join('; ')}`);
}
