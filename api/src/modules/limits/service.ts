import type { BlockedReasonId } from '@drawfront/shared/contract/cart';
import { formatMoney } from '@drawfront/shared/format/money';
import { validateAmount } from '@drawfront/shared/rules/amount-validation';
import { MAX_PRECOMMITMENT, MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { toMinorUnits } from '@drawfront/shared/format/money';
import { exceededAmount } from '@drawfront/shared/rules/spend-limit';
import type { Database, Executor } from '../../db/client';
import { DRAW_TIME_ZONE } from '../../db/seed-data/offers';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { walletDebitsSince } from '../ledger/repository';
import type { SiteRecord } from '../sites/repository';
import { deleteLimit, findLimit, upsertLimit } from './repository';
import { createSpendLimitService, spendByPeriod } from './spend-limit-service';
import { periodBounds } from './spend-period';

/** The largest weekly pre-commitment limit a customer can set ($100,000), shared with the account pages. */
export const MAX_PRECOMMITMENT_CENTS = MAX_PRECOMMITMENT;

/** Start of the spend week containing `now`: Monday 00:00 in the shop's time zone (Australia/Sydney). */
export function spendWeekStart(now: Date): Date {
  return periodBounds('weekly', now, DRAW_TIME_ZONE).start;
}

export interface PreCommitmentState {
  limit: number;
  spentThisPeriod: number;
}

/** The pre-commitment blocked-reason text: how far over, and what is left this week. */
export function precommitmentMessage(state: PreCommitmentState, exceeded: number, site: SiteRecord): string {
  const money = (cents: number) => formatMoney(cents, site.currency, site.locale);
  return `This purchase would take you over your pre-commitment limit of ${money(state.limit)} a week by ${money(exceeded)}. You have ${money(Math.max(0, state.limit - state.spentThisPeriod))} left to spend this week.`;
}

/** A limit a purchase would break: its blocked-reason id, the text the customer reads and the overrun in minor units. */
export interface LimitBreach {
  reason: BlockedReasonId;
  message: string;
  exceeded: number;
}

export type LimitService = ReturnType<typeof createLimitService>;

export function createLimitService(db: Database, now: () => Date) {
  const spendLimits = createSpendLimitService(db, now);
  const service = {
    /** The customer's spend limits per period and the platform-wide caps (`/v2/spend-limits`). */
    spendLimits,

    /** The customer's weekly limit and what purchases have spent since Monday, or null without a limit. */
    async preCommitment(customerId: string, executor: Executor = db): Promise<PreCommitmentState | null> {
      const limit = await findLimit(executor, customerId);
      if (limit === null) return null;
      const spentThisPeriod = await walletDebitsSince(executor, customerId, 'purchase', spendWeekStart(now()));
      return { limit, spentThisPeriod };
    },

    /**
     * Every limit `cartAmount` would break, tightest first: the purchase refuses on the first, the cart
     * shows them all as blocked reasons. Pass the purchase's transaction so the spend is read under its wallet lock.
     */
    async breaches(customerId: string, site: SiteRecord, cartAmount: number, executor: Executor = db): Promise<LimitBreach[]> {
      if (cartAmount <= 0) return [];
      // One read of the day's, week's and month's spend serves every limit (the pre-commitment week is the spend week).
      const spend = await spendByPeriod(executor, customerId, now());
      const found: LimitBreach[] = [];
      const limit = await findLimit(executor, customerId);
      if (limit !== null) {
        const state = { limit, spentThisPeriod: spend.weekly.spent };
        const exceeded = exceededAmount({ cartAmount, limit, spent: state.spentThisPeriod });
        if (exceeded > 0) found.push({ reason: 'precommitment_limit', message: precommitmentMessage(state, exceeded, site), exceeded });
      }
      found.push(...(await spendLimits.breaches(customerId, site, cartAmount, executor, spend)));
      return found.sort((a, b) => b.exceeded - a.exceeded);
    },

    /** One message per blocked reason: where several limits of a kind are broken, the one overrun most (breaches come largest first). */
    async blockedReasons(customerId: string, site: SiteRecord, cartTotal: number): Promise<Partial<Record<BlockedReasonId, string>>> {
      const reasons: Partial<Record<BlockedReasonId, string>> = {};
      for (const breach of await service.breaches(customerId, site, cartTotal)) reasons[breach.reason] ??= breach.message;
      return reasons;
    },

    /** Sets the weekly limit from a typed dollar amount ("50.00"), with the spec's amount messages (storefront §5). */
    async setPreCommitment(customerId: string, site: SiteRecord, limitText: string | undefined): Promise<void> {
      const problem = validateAmount(limitText, { min: MIN_CUSTOMER_LIMIT, max: MAX_PRECOMMITMENT_CENTS, currency: site.currency, locale: site.locale });
      if (problem) throw new AppError(ERROR_CODES.validationFailed, ['body', `limit: ${problem}`], { errors: { limit: [problem] } });
      await upsertLimit(db, customerId, toMinorUnits(limitText!.trim())!, now());
    },

    async removePreCommitment(customerId: string): Promise<void> {
      await deleteLimit(db, customerId);
    },
  };
  return service;
}
