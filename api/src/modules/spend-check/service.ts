import type { BlockedReasonId } from '@drawfront/shared/contract/cart';
import type { Database, Executor } from '../../db/client';
import type { PreCommitmentService } from '../precommitment/service';
import type { SiteRecord } from '../sites/site-record';
import { spendByPeriod } from '../spend-limits/service';
import type { SpendLimitService } from '../spend-limits/service';
import type { LimitBreach } from '../spend-limits/limit-breach';

export type SpendCheck = ReturnType<typeof createSpendCheck>;

/**
 * The one "may this customer spend this much now?" check (ARCHITECTURE §3) that every way to spend
 * calls: the cart shows its answer as blocked reasons, the purchase refuses on it. It asks each limit
 * module in turn, so a limit added later (deposit limits, a break) is added here once.
 */
export function createSpendCheck(db: Database, options: { now: () => Date; preCommitments: PreCommitmentService; spendLimits: SpendLimitService }) {
  const { now, preCommitments, spendLimits } = options;

  const check = {
    /**
     * Every limit `cartAmount` would break, tightest first: the purchase refuses on the first, the cart
     * shows them all as blocked reasons. Pass the purchase's transaction so the spend is read under its wallet lock.
     */
    async breaches(customerId: string, site: SiteRecord, cartAmount: number, executor: Executor = db): Promise<LimitBreach[]> {
      if (cartAmount <= 0) return [];
      const at = now();
      // One read of the day's, week's and month's spend serves every limit (the pre-commitment week is the spend week).
      const spend = await spendByPeriod(executor, customerId, at, site.timeZone);
      const found: LimitBreach[] = [];
      const preCommitment = await preCommitments.breach(customerId, site, cartAmount, spend.weekly.spent, executor);
      if (preCommitment) found.push(preCommitment);
      found.push(...(await spendLimits.breaches(customerId, site, cartAmount, executor, spend, at)));
      return found.sort((a, b) => b.exceeded - a.exceeded);
    },

    /** One message per blocked reason: where several limits of a kind are broken, the one overrun most (breaches come largest first). */
    async blockedReasons(customerId: string, site: SiteRecord, cartTotal: number): Promise<Partial<Record<BlockedReasonId, string>>> {
      const reasons: Partial<Record<BlockedReasonId, string>> = {};
      for (const breach of await check.breaches(customerId, site, cartTotal)) reasons[breach.reason] ??= breach.message;
      return reasons;
    },
  };
  return check;
}
