import { toMinorUnits } from '@drawfront/shared/format/money';
import { validateAmount } from '@drawfront/shared/rules/amount-validation';
import { MAX_PRECOMMITMENT, MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { exceededAmount } from '@drawfront/shared/rules/spend-limit';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { walletDebitsSince } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import type { LimitBreach } from '../spend-limits/limit-breach';
import { precommitmentMessage } from '../period-limits/limit-messages';
import { periodBounds } from '../period-limits/period';
import { deleteLimit, findLimit, findLimits, upsertLimit } from './repository';

/** The largest weekly pre-commitment limit a customer can set ($100,000), shared with the account pages. */
export const MAX_PRECOMMITMENT_CENTS = MAX_PRECOMMITMENT;

/** Start of the spend week containing `now`: Monday 00:00 in the site's time zone (the spend limits' week). */
export function spendWeekStart(now: Date, timeZone: string): Date {
  return periodBounds('weekly', now, timeZone).start;
}

export interface PreCommitmentState {
  limit: number;
  spentThisPeriod: number;
}

export type PreCommitmentService = ReturnType<typeof createPreCommitmentService>;

/** The customer's weekly pre-commitment limit (storefront §7 "Limits and money", `/v2/precommitment`). */
export function createPreCommitmentService(db: Database, now: () => Date) {
  return {
    /** The customer's weekly limit and what purchases have spent since Monday, or null without a limit. */
    async state(customerId: string, site: SiteRecord, executor: Executor = db): Promise<PreCommitmentState | null> {
      const limit = await findLimit(executor, customerId);
      if (limit === null) return null;
      const spentThisPeriod = await walletDebitsSince(executor, customerId, 'purchase', spendWeekStart(now(), site.timeZone));
      return { limit, spentThisPeriod };
    },

    /**
     * The breach each amount makes of its customer's weekly limit, given what this week's purchases spent
     * (`spentThisWeek`), read for all of them at once; customers within their limit or without one are absent.
     */
    async breachesOf(amounts: ReadonlyMap<string, number>, site: SiteRecord, spentThisWeek: ReadonlyMap<string, number>, executor: Executor = db): Promise<Map<string, LimitBreach>> {
      const limits = await findLimits(executor, [...amounts.keys()]);
      const found = new Map<string, LimitBreach>();
      for (const [customerId, limit] of limits) {
        const spent = spentThisWeek.get(customerId) ?? 0;
        const exceeded = exceededAmount({ cartAmount: amounts.get(customerId)!, limit, spent });
        if (exceeded > 0) found.set(customerId, { reason: 'precommitment_limit', message: precommitmentMessage({ limit, spentThisPeriod: spent }, exceeded, site), exceeded });
      }
      return found;
    },

    /** Sets the weekly limit from a typed dollar amount ("50.00"), with the spec's amount messages (storefront §5). */
    async set(customerId: string, site: SiteRecord, limitText: string | undefined): Promise<void> {
      const problem = validateAmount(limitText, { min: MIN_CUSTOMER_LIMIT, max: MAX_PRECOMMITMENT_CENTS, currency: site.currency, locale: site.locale });
      if (problem) throw new AppError(ERROR_CODES.validationFailed, ['body', `limit: ${problem}`], { errors: { limit: [problem] } });
      await upsertLimit(db, customerId, toMinorUnits(limitText!.trim())!, now());
    },

    /**
     * Whether `limitText` would loosen the weekly limit: a higher amount than the one in force. A first limit or a
     * lower one tightens; text the rules refuse loosens nothing (the call's validation answers it).
     */
    async loosens(customerId: string, limitText: string | undefined): Promise<boolean> {
      const current = await findLimit(db, customerId);
      const wanted = limitText === undefined ? null : toMinorUnits(limitText.trim());
      return current !== null && wanted !== null && wanted > current;
    },

    /** Whether the customer has a weekly limit (removing it loosens). */
    async holds(customerId: string): Promise<boolean> {
      return (await findLimit(db, customerId)) !== null;
    },

    async remove(customerId: string): Promise<void> {
      await deleteLimit(db, customerId);
    },
  };
}
