import { randomUUID } from 'node:crypto';
import type { DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { toMinorUnits } from '@drawfront/shared/format/money';
import { validateAmount } from '@drawfront/shared/rules/amount-validation';
import { MAX_DEPOSIT_LIMIT, MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { exceededAmount } from '@drawfront/shared/rules/spend-limit';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { depositedSinceEach } from '../funds/deposited-amounts';
import { lockWallet, openWallet } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import { removalPendingMessage } from '../spend-limits/messages';
import { COOLING_OFF_DAYS, coolingOffEnd, planSet, settle } from '../spend-limits/rules';
import type { SpendLimitRecord } from '../spend-limits/rules';
import { periodBounds } from '../spend-limits/spend-period';
import type { PeriodBounds } from '../spend-limits/spend-period';
import type { DepositOverrun } from './messages';
import { applyDueChanges, insertDepositLimit, listDepositLimits, updateDepositLimit } from './repository';

export type PeriodDeposits = Record<SpendLimitPeriod, PeriodBounds & { deposited: number }>;

/** Deposits in each current period on the site's clock (the spend limits' periods), read on `executor`. */
export async function depositsByPeriod(executor: Executor, customerId: string, at: Date, timeZone: string): Promise<PeriodDeposits> {
  const bounds = SPEND_LIMIT_PERIODS.map((period) => periodBounds(period, at, timeZone));
  const deposited = await depositedSinceEach(executor, customerId, bounds.map((bound) => bound.start));
  return Object.fromEntries(SPEND_LIMIT_PERIODS.map((period, index) => [period, { ...bounds[index]!, deposited: deposited[index]! }])) as PeriodDeposits;
}

/** The limits as they stand at `at`, in period order. Settling and planning are the spend limits' own rules: one cooling-off policy. */
async function limitsAt(executor: Executor, customerId: string, at: Date): Promise<SpendLimitRecord[]> {
  return (await listDepositLimits(executor, customerId))
    .map((record) => settle(record, at))
    .filter((record): record is SpendLimitRecord => record !== null)
    .sort((a, b) => SPEND_LIMIT_PERIODS.indexOf(a.period) - SPEND_LIMIT_PERIODS.indexOf(b.period));
}

export type DepositLimitService = ReturnType<typeof createDepositLimitService>;

/** Customer deposit limits per period (issue 11 item 3): lowered at once, loosened after the cooling-off period like spend limits. */
export function createDepositLimitService(db: Database, now: () => Date) {
  async function stateOf(executor: Executor, customerId: string, site: SiteRecord, at: Date): Promise<DepositLimits> {
    const money = (amount: number) => ({ amount, currency: site.currency });
    const limits = await limitsAt(executor, customerId, at);
    const deposits = await depositsByPeriod(executor, customerId, at, site.timeZone);
    return {
      availablePeriods: [...SPEND_LIMIT_PERIODS],
      customerLimits: limits.map((record) => ({
        id: record.id,
        period: record.period,
        limit: money(record.limit),
        amountDeposited: money(deposits[record.period].deposited),
        periodStartsAt: deposits[record.period].start.toISOString(),
        periodEndsAt: deposits[record.period].end.toISOString(),
        pending: record.pending ? { limit: record.pending.limit === null ? null : money(record.pending.limit), effectiveAt: record.pending.effectiveAt.toISOString() } : null,
      })),
      coolingOffDays: COOLING_OFF_DAYS,
    };
  }

  /** A change under the customer's wallet lock, so it serialises with deposits (which read the limits under the same lock). */
  async function change(customerId: string, site: SiteRecord, apply: (tx: Transaction, limits: SpendLimitRecord[], at: Date) => Promise<void>): Promise<DepositLimits> {
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
    async state(customerId: string, site: SiteRecord): Promise<DepositLimits> {
      return stateOf(db, customerId, site, now());
    },

    /** Sets the `period` limit from a typed amount ("50.00"): tighter at once, looser after the cooling-off period. */
    async set(customerId: string, site: SiteRecord, period: SpendLimitPeriod, limitText: string | undefined): Promise<DepositLimits> {
      const problem = validateAmount(limitText, { min: MIN_CUSTOMER_LIMIT, max: MAX_DEPOSIT_LIMIT, currency: site.currency, locale: site.locale });
      if (problem) throw new AppError(ERROR_CODES.validationFailed, ['body', `limit: ${problem}`], { errors: { limit: [problem] } });
      const requested = toMinorUnits(limitText!.trim())!;
      return change(customerId, site, async (tx, limits, at) => {
        const current = limits.find((record) => record.period === period) ?? null;
        const plan = planSet(current, requested, at);
        if (plan.kind === 'create') await insertDepositLimit(tx, { id: randomUUID(), customerId, period, limit: plan.limit, at });
        else if (plan.kind === 'apply') await updateDepositLimit(tx, current!.id, { limit: plan.limit, pending: null, at });
        else if (plan.kind === 'pend') await updateDepositLimit(tx, current!.id, { limit: current!.limit, pending: { limit: plan.limit, effectiveAt: plan.effectiveAt }, at });
      });
    },

    /** Asks for a limit to be removed; it stays in force for the cooling-off period. */
    async remove(customerId: string, site: SiteRecord, id: string): Promise<DepositLimits> {
      return change(customerId, site, async (tx, limits, at) => {
        const current = limits.find((record) => record.id === id);
        if (!current) throw new AppError(ERROR_CODES.depositLimitNotFound, [id]);
        if (current.pending?.limit === null) throw new AppError(ERROR_CODES.spendLimitRemovalPending, [removalPendingMessage(current.pending.effectiveAt, site.locale, site.timeZone)]);
        await updateDepositLimit(tx, id, { limit: current.limit, pending: { limit: null, effectiveAt: coolingOffEnd(at) }, at });
      });
    },

    /**
     * The limit `amount` more deposited at `at` would overrun the most, or null. Read on the caller's
     * executor: a deposit asks inside the transaction that holds the wallet lock and records it.
     */
    async overrun(customerId: string, site: SiteRecord, amount: number, executor: Executor = db, at: Date = now()): Promise<DepositOverrun | null> {
      if (amount <= 0) return null;
      const limits = await limitsAt(executor, customerId, at);
      if (limits.length === 0) return null;
      const deposits = await depositsByPeriod(executor, customerId, at, site.timeZone);
      let worst: DepositOverrun | null = null;
      for (const record of limits) {
        const deposited = deposits[record.period].deposited;
        const exceeded = exceededAmount({ cartAmount: amount, limit: record.limit, spent: deposited });
        if (exceeded > 0 && (!worst || exceeded > worst.exceeded)) worst = { period: record.period, limit: record.limit, deposited, exceeded };
      }
      return worst;
    },
  };
}
