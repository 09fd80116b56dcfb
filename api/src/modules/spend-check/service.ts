import type { BlockedReasonId } from '@drawfront/shared/contract/cart';
import { playBreakNotice } from '@drawfront/shared/rules/play-break';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import type { Database, Executor } from '../../db/client';
import { cartDepositLimitMessage, depositLimitMessage } from '../deposit-limits/messages';
import type { DepositLimitService } from '../deposit-limits/service';
import { walletBalance } from '../ledger/service';
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
export function createSpendCheck(
  db: Database,
  options: {
    now: () => Date;
    preCommitments: PreCommitmentService;
    spendLimits: SpendLimitService;
    depositLimits?: DepositLimitService;
    /** The customer's break or self-exclusion in force (read under the caller's wallet lock): it refuses every amount. */
    playBreakInForce?: (customerId: string, executor: Executor, at: Date) => Promise<PlayBreak | null>;
    /** `verification_required` while an unverified customer is past the deadline after sign-up (verification/gate.ts): refuses every amount. */
    verificationBreach?: (customerId: string, site: SiteRecord, amount: number, executor: Executor, at: Date) => Promise<LimitBreach | null>;
  },
) {
  const { now, preCommitments, spendLimits, depositLimits, playBreakInForce, verificationBreach } = options;

  /** The break as a breach of everything: nothing can be spent or put in while it lasts. */
  async function onBreak(customerId: string, site: SiteRecord, amount: number, executor: Executor, at: Date): Promise<LimitBreach | null> {
    const playBreak = await playBreakInForce?.(customerId, executor, at);
    return playBreak ? { reason: 'play_break', message: playBreakNotice(playBreak, site.locale, site.timeZone), exceeded: amount } : null;
  }

  const check = {
    /**
     * Every limit `cartAmount` would break, tightest first: the purchase refuses on the first, the cart
     * shows them all as blocked reasons. Pass the purchase's transaction so the spend is read under its wallet lock.
     */
    async breaches(customerId: string, site: SiteRecord, cartAmount: number, executor: Executor = db): Promise<LimitBreach[]> {
      if (cartAmount <= 0) return [];
      const at = now();
      const playBreak = await onBreak(customerId, site, cartAmount, executor, at);
      if (playBreak) return [playBreak];
      // One read of the day's, week's and month's spend serves every limit (the pre-commitment week is the spend week).
      const spend = await spendByPeriod(executor, customerId, at, site.timeZone);
      const found: LimitBreach[] = [];
      // First among equals: the sort is stable and no limit's overrun exceeds the amount, so a purchase refuses on it first.
      const unverified = await verificationBreach?.(customerId, site, cartAmount, executor, at);
      if (unverified) found.push(unverified);
      const preCommitment = await preCommitments.breach(customerId, site, cartAmount, spend.weekly.used, executor);
      if (preCommitment) found.push(preCommitment);
      found.push(...(await spendLimits.breaches(customerId, site, cartAmount, executor, spend, at)));
      return found.sort((a, b) => b.exceeded - a.exceeded);
    },

    /**
     * The deposit side of the check: the deposit_limit a deposit of `amount` would break (the most overrun
     * limit), or null. Deposits ask it inside the transaction that opens them, under the wallet lock.
     */
    async depositRefusal(customerId: string, site: SiteRecord, amount: number, executor: Executor = db): Promise<LimitBreach | null> {
      const at = now();
      const playBreak = await onBreak(customerId, site, amount, executor, at);
      if (playBreak) return playBreak;
      const overrun = await depositLimits?.overrun(customerId, site, amount, executor, at);
      return overrun ? { reason: 'deposit_limit', message: depositLimitMessage(overrun, site), exceeded: overrun.exceeded } : null;
    },

    /**
     * One message per blocked reason: where several limits of a kind are broken, the one overrun most (breaches
     * come largest first). A cart the wallet cannot cover is also blocked by deposit_limit when topping the
     * wallet up by the shortfall would break a deposit limit.
     */
    async blockedReasons(customerId: string, site: SiteRecord, cartTotal: number): Promise<Partial<Record<BlockedReasonId, string>>> {
      const reasons: Partial<Record<BlockedReasonId, string>> = {};
      for (const breach of await check.breaches(customerId, site, cartTotal)) reasons[breach.reason] ??= breach.message;
      if (reasons.play_break) return reasons;
      if (depositLimits && cartTotal > 0) {
        const topUp = cartTotal - (await walletBalance(db, customerId));
        const overrun = topUp > 0 ? await depositLimits.overrun(customerId, site, topUp, db, now()) : null;
        if (overrun) reasons.deposit_limit = cartDepositLimitMessage(overrun, topUp, site);
      }
      return reasons;
    },
  };
  return check;
}
