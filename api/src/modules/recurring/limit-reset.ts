import type { SpendLimitPeriod, SpendLimits } from '@drawfront/shared/contract/limits';
import { periodBounds } from '../period-limits/period';

/** The limits as the customer's spend-limits page shows them: enough to say when a limit hold ends. */
export type LimitFacts = Pick<SpendLimits, 'customerLimits' | 'systemLimits'>;

/**
 * When a limit that held a run resets, so the record can resume by itself: the end of the latest period whose
 * limit this run's `price` would break (a spend limit or the site-wide cap), the end of the spend week for the
 * pre-commitment limit; null for a limit with no period (verification, or one that joins the spend check later
 * without saying when it resets): the record is then tried again at its next draw.
 */
export function limitResetAt(reason: string, facts: LimitFacts, price: number, at: Date, timeZone: string): Date | null {
  const endOf = (period: SpendLimitPeriod) => periodBounds(period, at, timeZone).end;
  const latest = (periods: SpendLimitPeriod[]) =>
    periods.length === 0 ? null : new Date(Math.max(...periods.map((period) => endOf(period).getTime())));
  if (reason === 'precommitment_limit') return endOf('weekly');
  if (reason === 'spend_limit') {
    return latest(facts.customerLimits.filter((limit) => limit.amountSpent.amount + price > limit.limit.amount).map((limit) => limit.period));
  }
  if (reason === 'global_spend_limit') {
    return latest(facts.systemLimits.filter((limit) => limit.amountSpent.amount + price > limit.limit.amount).map((limit) => limit.period));
  }
  return null;
}
