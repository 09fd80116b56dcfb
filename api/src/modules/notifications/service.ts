// Placeholder with the agreed signature (DRAW-INTERFACES.md) until the notify engineer's table-backed
// notifications land: kept in memory, deduplicated by key, so the draw engine runs and is tested.
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface NewNotification {
  customerId: string;
  siteKey: string;
  kind: 'draw_result' | string;
  title: string;
  body: string;
  link?: string;
  dedupeKey: string;
}
export interface Notification extends NewNotification {
  id: string;
  createdAt: Date;
  readAt: Date | null;
}

export type NotificationService = ReturnType<typeof createNotificationService>;

export function createNotificationService(_db: Database, deps: { clock: Clock }) {
  const byKey = new Map<string, Notification>();
  const mine = (customerId: string) => [...byKey.values()].filter((item) => item.customerId === customerId).reverse();
  return {
    async notify(_tx: Executor, notification: NewNotification): Promise<void> {
      if (!byKey.has(notification.dedupeKey)) byKey.set(notification.dedupeKey, { ...notification, id: String(byKey.size + 1), createdAt: deps.clock.now(), readAt: null });
    },
    async list(customerId: string, page: { limit: number; offset: number }): Promise<{ items: Notification[]; unread: number; total: number }> {
      const all = mine(customerId);
      return { items: all.slice(page.offset, page.offset + page.limit), unread: all.filter((item) => item.readAt === null).length, total: all.length };
    },
    async markRead(customerId: string, ids: string[] | 'all'): Promise<number> {
      const targets = mine(customerId).filter((item) => item.readAt === null && (ids === 'all' || ids.includes(item.id)));
      for (const item of targets) item.readAt = deps.clock.now();
      return targets.length;
    },
  };
}
