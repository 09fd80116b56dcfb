// Placeholder with the agreed signature (DRAW-INTERFACES.md) until the notify engineer's table-backed
// outbox lands: it keeps mail in memory, deduplicated by key, so the draw engine runs and is tested.
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface OutboxMail {
  siteKey: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  html?: string;
  /** Unique: a second enqueue with the same key is a no-op. */
  dedupeKey: string;
}
export interface OutboxEntry extends OutboxMail {
  createdAt: Date;
  sentAt: Date | null;
}
export interface MailTransport {
  send(mail: OutboxMail): Promise<void>;
}

export type OutboxService = ReturnType<typeof createOutboxService>;

export function createOutboxService(_db: Database, deps: { clock: Clock; transport?: MailTransport }) {
  const entries = new Map<string, OutboxEntry>();
  return {
    async enqueue(_tx: Executor, mail: OutboxMail): Promise<void> {
      if (!entries.has(mail.dedupeKey)) entries.set(mail.dedupeKey, { ...mail, createdAt: deps.clock.now(), sentAt: null });
    },
    async sendPending(limit = 50): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      for (const entry of [...entries.values()].filter((candidate) => candidate.sentAt === null).slice(0, limit)) {
        await deps.transport?.send(entry);
        entry.sentAt = deps.clock.now();
        sent += 1;
      }
      return { sent, failed: 0 };
    },
    async list(filter: { to?: string; limit?: number }): Promise<OutboxEntry[]> {
      return [...entries.values()].filter((entry) => filter.to === undefined || entry.to === filter.to).slice(-(filter.limit ?? 50)).reverse();
    },
  };
}
