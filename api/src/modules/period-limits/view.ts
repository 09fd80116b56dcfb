import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { PeriodLimitRecord } from './cooling-off';
import { periodBounds } from './period';
import type { PeriodBounds } from './period';

/** An amount used in each current period (spent, deposited) with the period's bounds. */
export type PeriodAmounts = Record<SpendLimitPeriod, PeriodBounds & { used: number }>;

/** Each current period on the clock of `timeZone` and what `read` says was used since each period's start. */
export async function amountsByPeriod(at: Date, timeZone: string, read: (starts: Date[]) => Promise<number[]>): Promise<PeriodAmounts> {
  return (await amountsByPeriodOf(at, timeZone, [null], async (starts) => new Map([[null, await read(starts)]]))).get(null)!;
}

/** `amountsByPeriod` for many keys (customers) read at once: `read` answers each key's amounts since each start. */
export async function amountsByPeriodOf<K>(at: Date, timeZone: string, keys: readonly K[], read: (starts: Date[]) => Promise<Map<K, number[]>>): Promise<Map<K, PeriodAmounts>> {
  const bounds = SPEND_LIMIT_PERIODS.map((period) => periodBounds(period, at, timeZone));
  const used = await read(bounds.map((bound) => bound.start));
  return new Map(keys.map((key) => [key, Object.fromEntries(SPEND_LIMIT_PERIODS.map((period, index) => [period, { ...bounds[index]!, used: used.get(key)?.[index] ?? 0 }])) as PeriodAmounts]));
}

/** A limit as the API answers it: the limit in force, its current period and any pending change, in `currency`. */
export function limitView(record: PeriodLimitRecord, amounts: PeriodAmounts, currency: string) {
  const money = (amount: number) => ({ amount, currency });
  const current = amounts[record.period];
  return {
    id: record.id,
    period: record.period,
    limit: money(record.limit),
    used: money(current.used),
    periodStartsAt: current.start.toISOString(),
    periodEndsAt: current.end.toISOString(),
    pending: record.pending ? { limit: record.pending.limit === null ? null : money(record.pending.limit), effectiveAt: record.pending.effectiveAt.toISOString() } : null,
  };
}
