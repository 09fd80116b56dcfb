import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PlayBreak, PlayBreakKind, PlayBreakPeriod } from '@drawfront/shared/rules/play-break';
import type { Executor } from '../../db/client';
import { customers, playBreaks, recurringPurchases } from '../../db/schema';

type PlayBreakRow = typeof playBreaks.$inferSelect;

export function toPlayBreak(row: Pick<PlayBreakRow, 'kind' | 'period' | 'startsAt' | 'endsAt'>): PlayBreak {
  return { kind: row.kind, period: row.period, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null };
}

/** The break in force at `at`: of overlapping rows, the one that ends last (a permanent one first). */
export async function findPlayBreakInForce(executor: Executor, customerId: string, at: Date): Promise<PlayBreak | null> {
  const [row] = await executor
    .select()
    .from(playBreaks)
    .where(and(eq(playBreaks.customerId, customerId), lte(playBreaks.startsAt, at), or(isNull(playBreaks.endsAt), gt(playBreaks.endsAt, at))))
    .orderBy(sql`${playBreaks.endsAt} desc nulls first`)
    .limit(1);
  return row ? toPlayBreak(row) : null;
}

/** `findPlayBreakInForce` for many customers in one read, keyed by customer id (those without a break are absent). */
export async function findPlayBreaksInForce(executor: Executor, customerIds: readonly string[], at: Date): Promise<Map<string, PlayBreak>> {
  if (customerIds.length === 0) return new Map();
  const rows = await executor
    .selectDistinctOn([playBreaks.customerId])
    .from(playBreaks)
    .where(and(inArray(playBreaks.customerId, [...customerIds]), lte(playBreaks.startsAt, at), or(isNull(playBreaks.endsAt), gt(playBreaks.endsAt, at))))
    .orderBy(playBreaks.customerId, sql`${playBreaks.endsAt} desc nulls first`);
  return new Map(rows.map((row) => [row.customerId, toPlayBreak(row)]));
}

export async function insertPlayBreak(executor: Executor, row: { customerId: string; kind: PlayBreakKind; period: PlayBreakPeriod; startsAt: Date; endsAt: Date | null }): Promise<PlayBreak> {
  const [inserted] = await executor.insert(playBreaks).values({ id: randomUUID(), ...row }).returning();
  return toPlayBreak(inserted!);
}

/**
 * A break: every running autoplay and subscription is paused until the break ends, as a timed pause, so
 * the runner resumes it by itself then (one already paused by the customer stays as it is). Scheduled
 * purchases have no pause: the spend check refuses them while the break lasts.
 */
export async function pauseRecurringUntil(executor: Executor, customerId: string, until: Date, at: Date): Promise<number> {
  const paused = await executor
    .update(recurringPurchases)
    .set({ status: 'recurring_status_timed_pause', pausedUntil: until, pauseReason: 'play_break', updatedAt: at })
    .where(
      and(
        eq(recurringPurchases.customerId, customerId),
        or(
          eq(recurringPurchases.status, 'recurring_status_active'),
          and(eq(recurringPurchases.status, 'recurring_status_timed_pause'), lte(recurringPurchases.pausedUntil, until)),
        ),
      ),
    )
    .returning({ id: recurringPurchases.id });
  return paused.length;
}

/** Marketing email stops with the break (storefront's emailOptIn); the customer may opt in again once it ends. */
export async function stopMarketingEmail(executor: Executor, customerId: string): Promise<void> {
  await executor.update(customers).set({ emailOptIn: false }).where(eq(customers.id, customerId));
}
