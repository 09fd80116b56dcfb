import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { OutboxStatusName } from '../../db/schema';

/** One outbox row as the service and the development mailbox read it. */
export interface OutboxEntry {
  id: string;
  siteKey: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string | null;
  dedupeKey: string;
  status: OutboxStatusName;
  attempts: number;
  lastError: string | null;
  transport: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

/** What `insertMail` writes: the mail itself; status, attempts and timings start at their defaults. */
export type NewOutboxRow = Pick<OutboxEntry, 'id' | 'siteKey' | 'to' | 'template' | 'subject' | 'text' | 'html' | 'dedupeKey' | 'createdAt'>;

/** The channel a new mail is announced on; PostgreSQL delivers the NOTIFY only when its transaction commits. */
export const OUTBOX_CHANNEL = 'outbox_mail';

/**
 * Inserts a pending mail due at once (a row with the same dedupe key already there wins, no error) and
 * announces it on OUTBOX_CHANNEL, so listening senders send it as soon as the transaction commits.
 */
export async function insertMail(db: Executor, row: NewOutboxRow): Promise<void> {
  const inserted = await db
    .insert(outboxEmails)
    .values({ ...row, status: 'pending', attempts: 0, nextAttemptAt: row.createdAt })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id });
  // Notifications of one transaction with the same payload are folded into one by PostgreSQL.
  if (inserted.length > 0) await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Claims the pending mail due longest ago: counts the attempt and moves `next_attempt_at` to
 * `leaseUntil`, so no sender picks the row up while this one sends it. `SKIP LOCKED` lets a second
 * sender claim the next row instead of waiting for this statement, and once this one commits the row
 * is no longer due. Null when nothing is due.
 */
export async function claimDueMail(db: Executor, now: Date, leaseUntil: Date): Promise<OutboxEntry | null> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, now)))
    .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outboxEmails.id, due))
    .returning();
  return row ?? null;
}

// Each outcome applies only to the claim it belongs to (same attempt, still pending): a sender whose
// lease ran out while it waited on a slow server cannot overwrite what a later claim recorded.
const sameClaim = (id: string, attempts: number) => and(eq(outboxEmails.id, id), eq(outboxEmails.attempts, attempts), eq(outboxEmails.status, 'pending'));

export async function markSent(db: Executor, claim: { id: string; attempts: number }, at: Date, transport: string): Promise<void> {
  await db.update(outboxEmails).set({ status: 'sent', sentAt: at, transport, lastError: null }).where(sameClaim(claim.id, claim.attempts));
}

export async function scheduleRetry(db: Executor, claim: { id: string; attempts: number }, nextAttemptAt: Date, error: string): Promise<void> {
  await db.update(outboxEmails).set({ nextAttemptAt, lastError: error }).where(sameClaim(claim.id, claim.attempts));
}

export async function markFailed(db: Executor, claim: { id: string; attempts: number }, error: string): Promise<void> {
  await db.update(outboxEmails).set({ status: 'failed', lastError: error }).where(sameClaim(claim.id, claim.attempts));
}

/** One mail by id, or null. */
export async function findMail(db: Executor, id: string): Promise<OutboxEntry | null> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row ?? null;
}

/** Mail newest first, optionally to one address (compared case-insensitively). */
export async function listMail(db: Executor, filter: { to?: string; limit: number }): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(filter.to === undefined ? undefined : eq(sql`lower(${outboxEmails.to})`, filter.to.toLowerCase()))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(filter.limit);
}

