import { randomUUID } from 'node:crypto';
import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { SpendLimitPeriod, SpendLimits } from '@drawfront/shared/contract/limits';
import { toMinorUnits } from '@drawfront/shared/format/money';
import { validateAmount } from '@drawfront/shared/rules/amount-validation';
import { exceededAmount } from '@drawfront/shared/rules/spend-limit';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { lockWallet, openWallet, walletDebitsSinceEach } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import type { LimitBreach } from './limit-breach';
import { removalPendingMessage, spendLimitMessage, systemLimitMessage } from './messages';
import { applyDueChanges, insertSpendLimit, listSpendLimits, updateSpendLimit } from './repository';
import { COOLING_OFF_DAYS, coolingOffEnd, MIN_SPEND_LIMIT_CENTS, planSet, settle, SYSTEM_SPEND_LIMITS } from './rules';
import type { SpendLimitRecord } from './rules';
import { periodBounds } from './spend-period';
import type { PeriodBounds } from './spend-period';

export type PeriodSpend = Record<SpendLimitPeriod, PeriodBounds & { spent: number }>;

/** Wallet purchases in each current period on the clock of `timeZone` (the same measure as the pre-commitment limit), read on `executor`. */
export async function spendByPeriod(executor: Executor, customerId: string, at: Date, timeZone: string): Promise<PeriodSpend> {
  const bounds = SPEND_LIMIT_PERIODS.map((period) => periodBounds(period, at, timeZone));
  const spent = await walletDebitsSinceEach(
    executor,
    customerId,
    'purchase',
    bounds.map((bound) => bound.start),
  );
  return Object.fromEntries(SPEND_LIMIT_PERIODS.map((period, index) => [period, { ...bounds[index]!, spent: spent[index]! }])) as PeriodSpend;
}

/** The customer's limits as they stand at `at` (due pending changes applied), in period order. */
async function limitsAt(executor: Executor, customerId: string, at: Date): Promise<SpendLimitRecord[]> {
  const stored = await listSpendLimits(executor, customerId);
  return stored
    .map((record) => settle(record, at))
    .filter((record): record is SpendLimitRecord => record !== null)
    .sort((a, b) => SPEND_LIMIT_PERIODS.indexOf(a.period) - SPEND_LIMIT_PERIODS.indexOf(b.period));
}

export type SpendLimitService = ReturnType<typeof createSpendLimitService>;

/** Customer spend limits per period and the platform-wide caps (storefront §3 "Spend limits", §7). */
export function createSpendLimitService(db: Database, now: () => Date) {
  async function stateOf(executor: Executor, customerId: string, site: SiteRecord, at: Date): Promise<SpendLimits> {
    const money = (amount: number) => ({ amount, currency: site.currency });
    const limits = await limitsAt(executor, customerId, at);
    const spend = await spendByPeriod(executor, customerId, at, site.timeZone);
    return {
      availablePeriods: [...SPEND_LIMIT_PERIODS],
      customerLimits: limits.map((record) => ({
        id: record.id,
        period: record.period,
        limit: money(record.limit),
        amountSpent: money(spend[record.period].spent),
        periodStartsAt: spend[record.period].start.toISOString(),
        periodEndsAt: spend[record.period].end.toISOString(),
        pending: record.pending ? { limit: record.pending.limit === null ? null : money(record.pending.limit), effectiveAt: record.pending.effectiveAt.toISOString() } : null,
      })),
      systemLimits: SPEND_LIMIT_PERIODS.map((period) => ({ period, limit: money(SYSTEM_SPEND_LIMITS[period]), amountSpent: money(spend[period].spent) })),
      coolingOffDays: COOLING_OFF_DAYS,
    };
  }

  /**
   * Runs a change under the customer's wallet row lock, so it serialises with purchases (which read
   * the limits under the same lock), after writing any change whose cooling-off period has ended.
   */
  async function change(customerId: string, site: SiteRecord, apply: (tx: Transaction, limits: SpendLimitRecord[], at: Date) => Promise<void>): Promise<SpendLimits> {
    return db.transaction(async (tx) => {
      const at = now();
      await openWallet(tx, customerId, site.currency);
      await lockWallet(tx, customerId);
      await applyDueChanges(tx, customerId, at);
      await apply(tx, await limitsAt(tx, customerId, at), at);
      return stateOf(tx, customerId, site, at);
    });
  }

  return {
    async state(customerId: string, site: SiteRecord): Promise<SpendLimits> {
      return stateOf(db, customerId, site, now());
    },

    /** Sets the `period` limit from a typed dollar amount ("50.00"): tighter at once, looser after the cooling-off period. */
    async set(customerId: string, site: SiteRecord, period: SpendLimitPeriod, limitText: string | undefined): Promise<SpendLimits> {
      const problem = validateAmount(limitText, { min: MIN_SPEND_LIMIT_CENTS, max: SYSTEM_SPEND_LIMITS[period], currency: site.currency, locale: site.locale });
      if (problem) throw new AppError(ERROR_CODES.validationFailed, ['body', `limit: ${problem}`], { errors: { limit: [problem] } });
      const requested = toMinorUnits(limitText!.trim())!;
      return change(customerId, site, async (tx, limits, at) => {
        const current = limits.find((record) => record.period === period) ?? null;
        const plan = planSet(current, requested, at);
        if (plan.kind === 'create') await insertSpendLimit(tx, { id: randomUUID(), customerId, period, limit: plan.limit, at });
        else if (plan.kind === 'apply') await updateSpendLimit(tx, current!.id, { limit: plan.limit, pending: null, at });
        else if (plan.kind === 'pend') await updateSpendLimit(tx, current!.id, { limit: current!.limit, pending: { limit: plan.limit, effectiveAt: plan.effectiveAt }, at });
      });
    },

    /** Asks for a limit to be removed; it stays in force for the cooling-off period. */
    async remove(customerId: string, site: SiteRecord, id: string): Promise<SpendLimits> {
      return change(customerId, site, async (tx, limits, at) => {
        const current = limits.find((record) => record.id === id);
        if (!current) throw new AppError(ERROR_CODES.spendLimitNotFound, [id]);
        if (current.pending?.limit === null) throw new AppError(ERROR_CODES.spendLimitRemovalPending, [removalPendingMessage(current.pending.effectiveAt, site.locale, site.timeZone)]);
        await updateSpendLimit(tx, id, { limit: current.limit, pending: { limit: null, effectiveAt: coolingOffEnd(at) }, at });
      });
    },

    /**
     * Every customer limit (spend_limit) and platform cap (global_spend_limit) `cartAmount` would overrun
     * at `at`, read on `executor`; `known` is the period spend when the caller has read it already.
     */
    async breaches(customerId: string, site: SiteRecord, cartAmount: number, executor: Executor = db, known?: PeriodSpend, at: Date = now()): Promise<LimitBreach[]> {
      const limits = await limitsAt(executor, customerId, at);
      const spend = known ?? (await spendByPeriod(executor, customerId, at, site.timeZone));
      const money = { currency: site.currency, locale: site.locale };
      const found: LimitBreach[] = [];
      const check = (period: SpendLimitPeriod, limit: number, reason: 'spend_limit' | 'global_spend_limit') => {
        const spent = spend[period].spent;
        const exceeded = exceededAmount({ cartAmount, limit, spent });
        if (exceeded <= 0) return;
        const facts = { period, limit, spent, exceeded };
        found.push({ reason, message: reason === 'spend_limit' ? spendLimitMessage(facts, money) : systemLimitMessage(facts, money), exceeded });
      };
      for (const record of limits) check(record.period, record.limit, 'spend_limit');
      for (const period of SPEND_LIMIT_PERIODS) check(period, SYSTEM_SPEND_LIMITS[period], 'global_spend_limit');
      return found;
    },
  };
}
