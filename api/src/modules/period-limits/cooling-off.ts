import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';

// One cooling-off policy for every customer limit kept per period (spend limits and deposit limits):
// tightening applies at once, loosening waits, as responsible-gambling codes require.

/** Days a looser limit (a raise or a removal) waits before it applies. */
export const COOLING_OFF_DAYS = 7;
const COOLING_OFF_MS = COOLING_OFF_DAYS * 86_400_000;

/** A stored limit: the one in force and any loosening waiting out the cooling-off period (limit null: removal). */
export interface PeriodLimitRecord {
  id: string;
  period: SpendLimitPeriod;
  limit: number;
  pending: { limit: number | null; effectiveAt: Date } | null;
}

/** The limit as it stands at `now`: a pending change whose time has come is applied; null when a due removal ends it. */
export function settle(record: PeriodLimitRecord, now: Date): PeriodLimitRecord | null {
  const { pending } = record;
  if (!pending || pending.effectiveAt.getTime() > now.getTime()) return record;
  return pending.limit === null ? null : { ...record, limit: pending.limit, pending: null };
}

/** What setting a limit does to the (settled) current one. */
export type LimitChange =
  | { kind: 'create'; limit: number }
  | { kind: 'apply'; limit: number }
  | { kind: 'pend'; limit: number; effectiveAt: Date }
  | { kind: 'none' };

/**
 * Setting `requested`: a first limit, a lower one or the current one applies at once and drops any
 * pending loosening (the customer chose the tighter state); a higher one waits `COOLING_OFF_DAYS`.
 * Replacing a pending change with one no looser keeps its date, since that loosening was already
 * going to arrive then; a looser replacement starts the cooling-off again.
 */
export function planSet(current: PeriodLimitRecord | null, requested: number, now: Date): LimitChange {
  if (!current) return { kind: 'create', limit: requested };
  const { pending } = current;
  if (requested < current.limit || (requested === current.limit && pending)) return { kind: 'apply', limit: requested };
  if (requested === current.limit) return { kind: 'none' };
  if (pending && pending.limit === requested) return { kind: 'none' };
  const noLooser = pending && (pending.limit === null || requested <= pending.limit);
  return { kind: 'pend', limit: requested, effectiveAt: noLooser ? pending.effectiveAt : coolingOffEnd(now) };
}

/** When a loosening asked for at `now` applies: a fixed 7 × 24 hours, so it is never shortened by a daylight-saving change. */
export function coolingOffEnd(now: Date): Date {
  return new Date(now.getTime() + COOLING_OFF_MS);
}
