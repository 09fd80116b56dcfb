import type { BlockedReasonId } from '@drawfront/shared/contract/cart';
import { playBreakNotice } from '@drawfront/shared/rules/play-break';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import type { Database, Executor } from '../../db/client';
import { cartDepositLimitMessage, depositLimitMessage } from '../period-limits/limit-messages';
import type { DepositLimitService } from '../deposit-limits/service';
import { walletBalance } from '../ledger/service';
import type { PreCommitmentService } from '../precommitment/service';
import type { SiteRecord } from '../sites/site-record';
import { spendByPeriodOf } from '../spend-limits/service';
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
    /** The customers' breaks or self-exclusions in force, keyed by customer (read under the caller's wallet locks): a break refuses every amount. */
    playBreaksInForce?: (customerIds: readonly string[], executor: Executor, at: Date) => Promise<Map<string, PlayBreak>>;
    /**
     * The customers who are unverified past the deadline after sign-up, with the `verification_required` message
     * (verification/gate.ts): it refuses every amount.
     */
    verificationBlocks?: (customerIds: readonly string[], site: SiteRecord, executor: Executor, at: Date) => Promise<Map<string, string>>;
  },
) {
  const { now, preCommitments, spendLimits, depositLimits, playBreaksInForce, verificationBlocks } = options;

  /** The break as a breach of everything: nothing can be spent or put in while it lasts. */
  function breakBreach(playBreak: PlayBreak, site: SiteRecord, amount: number): LimitBreach {
    return { reason: 'play_break', message: playBreakNotice(playBreak, site.locale, site.timeZone), exceeded: amount };
  }

  async function onBreak(customerId: string, site: SiteRecord, amount: number, executor: Executor, at: Date): Promise<LimitBreach | null> {
    const playBreak = (await playBreaksInForce?.([customerId], executor, at))?.get(customerId);
    return playBreak ? breakBreach(playBreak, site, amount) : null;
  }

  /**
   * Every limit each amount would break for its customer (keyed by customer id; one amount per customer),
   * tightest first, each limit's facts read once for all of them: the one rule behind `breaches`, and what the
   * recurring runner asks for a batch of charges under their wallet locks.
   */
  async function breachesOf(amounts: ReadonlyMap<string, number>, site: SiteRecord, executor: Executor): Promise<Map<string, LimitBreach[]>> {
    const found = new Map<string, LimitBreach[]>([...amounts.keys()].map((customerId) => [customerId, []]));
    const spending = new Map([...amounts].filter(([, amount]) => amount > 0));
    if (spending.size === 0) return found;
    const at = now();
    const breaks = (await playBreaksInForce?.([...spending.keys()], executor, at)) ?? new Map<string, PlayBreak>();
    for (const [customerId, playBreak] of breaks) {
      found.set(customerId, [breakBreach(playBreak, site, spending.get(customerId)!)]);
      spending.delete(customerId);
    }
    if (spending.size === 0) return found;
    const customerIds = [...spending.keys()];
    // One read of the day's, week's and month's spend serves every limit (the pre-commitment week is the spend week).
    const spends = await spendByPeriodOf(executor, customerIds, at, site.timeZone);
    const unverified = (await verificationBlocks?.(customerIds, site, executor, at)) ?? new Map<string, string>();
    const weekly = new Map([...spends].map(([customerId, spend]) => [customerId, spend.weekly.used]));
    const preCommitment = await preCommitments.breachesOf(spending, site, weekly, executor);
    const limits = await spendLimits.breachesOf(spending, site, executor, spends, at);
    for (const [customerId, amount] of spending) {
      // First among equals: the sort is stable and no limit's overrun exceeds the amount, so a purchase refuses on it first.
      const message = unverified.get(customerId);
      const breaches: LimitBreach[] = message ? [{ reason: 'verification_required', message, exceeded: amount }] : [];
      const overCommitted = preCommitment.get(customerId);
      if (overCommitted) breaches.push(overCommitted);
      breaches.push(...limits.get(customerId)!);
      found.set(customerId, breaches.sort((a, b) => b.exceeded - a.exceeded));
    }
    return found;
  }

  const check = {
    /**
     * Every limit `cartAmount` would break, tightest first: the purchase refuses on the first, the cart
     * shows them all as blocked reasons. Pass the purchase's transaction so the spend is read under its wallet lock.
     */
    async breaches(customerId: string, site: SiteRecord, cartAmount: number, executor: Executor = db): Promise<LimitBreach[]> {
      return (await breachesOf(new Map([[customerId, cartAmount]]), site, executor)).get(customerId)!;
    },

    breachesOf,

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
