import { randomUUID } from 'node:crypto';
import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { toMinorUnits } from '@drawfront/shared/format/money';
import { validateAmount } from '@drawfront/shared/rules/amount-validation';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { ErrorDefinition } from '../../errors/error-codes';
import { lockWallet, openWallet } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import { removalPendingMessage } from './limit-messages';
import { coolingOffEnd, planSet, settle } from './cooling-off';
import type { PeriodLimitRecord } from './cooling-off';
import type { PeriodLimitStore } from './limits-repository';

export interface LimitEditorOptions<State> {
  store: PeriodLimitStore;
  /** The error for a limit id the customer does not have. */
  notFound: ErrorDefinition;
  /** The smallest and largest limit a customer may set for `period`, in minor units. */
  bounds: (period: SpendLimitPeriod) => { min: number; max: number };
  /** What the caller answers with after a change, read inside the change's transaction. */
  stateOf: (executor: Executor, customerId: string, site: SiteRecord, at: Date) => Promise<State>;
  /** Told of every change in its transaction (the limit-changed mail): the new amount (null: removed) and when it applies. */
  onChanged?: (tx: Transaction, change: LimitChanged) => Promise<void>;
}

/** A change to one period's limit, as `onChanged` hears of it. */
export interface LimitChanged {
  customerId: string;
  period: SpendLimitPeriod;
  limit: number | null;
  effectiveAt: Date;
  at: Date;
}

/** Stored limits as they stand at `at` (due pending changes settled), in period order. */
function inForce(records: PeriodLimitRecord[], at: Date): PeriodLimitRecord[] {
  return records
    .map((record) => settle(record, at))
    .filter((record): record is PeriodLimitRecord => record !== null)
    .sort((a, b) => SPEND_LIMIT_PERIODS.indexOf(a.period) - SPEND_LIMIT_PERIODS.indexOf(b.period));
}

/**
 * Setting and removing a customer's limits per period, for every limits table: one validation, one
 * cooling-off policy, and every change made under the customer's wallet row lock so it serialises with
 * the money movements (purchases, deposits) that read the limits under the same lock.
 */
export function createLimitEditor<State>(db: Database, now: () => Date, options: LimitEditorOptions<State>) {
  const { store } = options;

  /** The limits as they stand at `at` (due pending changes settled), in period order. */
  async function limitsAt(executor: Executor, customerId: string, at: Date): Promise<PeriodLimitRecord[]> {
    return inForce(await store.list(executor, customerId), at);
  }

  /** `limitsAt` for many customers in one read, keyed by customer id. */
  async function limitsAtOf(executor: Executor, customerIds: readonly string[], at: Date): Promise<Map<string, PeriodLimitRecord[]>> {
    const stored = await store.listOf(executor, customerIds);
    return new Map([...stored].map(([customerId, records]) => [customerId, inForce(records, at)]));
  }

  async function change(customerId: string, site: SiteRecord, apply: (tx: Transaction, limits: PeriodLimitRecord[], at: Date) => Promise<void>): Promise<State> {
    return db.transaction(async (tx) => {
      const at = now();
      await openWallet(tx, customerId, site.currency);
      await lockWallet(tx, customerId);
      await store.applyDueChanges(tx, customerId, at);
      await apply(tx, await limitsAt(tx, customerId, at), at);
      return options.stateOf(tx, customerId, site, at);
    });
  }

  return {
    limitsAt,
    limitsAtOf,

    /**
     * Whether setting `period` to `limitText` now would loosen the limit in force (a raise, which waits out the
     * cooling-off period): such a change is a sensitive call that needs a recent second factor. False for an amount
     * that does not parse, which validation refuses anyway.
     */
    async loosens(customerId: string, period: SpendLimitPeriod, limitText: string | undefined): Promise<boolean> {
      const requested = limitText === undefined ? null : toMinorUnits(limitText);
      if (requested === null) return false;
      const at = now();
      const current = (await limitsAt(db, customerId, at)).find((record) => record.period === period) ?? null;
      return planSet(current, requested, at).kind === 'pend';
    },

    /** Whether the customer has limit `id` in force: removing it loosens, so it needs a recent second factor. */
    async holds(customerId: string, id: string): Promise<boolean> {
      return (await limitsAt(db, customerId, now())).some((record) => record.id === id);
    },

    /** Sets the `period` limit from a typed amount ("50.00"): tighter at once, looser after the cooling-off period. */
    async set(customerId: string, site: SiteRecord, period: SpendLimitPeriod, limitText: string | undefined): Promise<State> {
      const problem = validateAmount(limitText, { ...options.bounds(period), currency: site.currency, locale: site.locale });
      if (problem) throw new AppError(ERROR_CODES.validationFailed, ['body', `limit: ${problem}`], { errors: { limit: [problem] } });
      const requested = toMinorUnits(limitText!.trim())!;
      return change(customerId, site, async (tx, limits, at) => {
        const current = limits.find((record) => record.period === period) ?? null;
        const plan = planSet(current, requested, at);
        if (plan.kind === 'create') await store.insert(tx, { id: randomUUID(), customerId, period, limit: plan.limit, at });
        else if (plan.kind === 'apply') await store.update(tx, current!.id, { limit: plan.limit, pending: null, at });
        else if (plan.kind === 'pend') await store.update(tx, current!.id, { limit: current!.limit, pending: { limit: plan.limit, effectiveAt: plan.effectiveAt }, at });
        if (plan.kind !== 'none') await options.onChanged?.(tx, { customerId, period, limit: plan.limit, effectiveAt: plan.kind === 'pend' ? plan.effectiveAt : at, at });
      });
    },

    /** Asks for a limit to be removed; it stays in force for the cooling-off period. */
    async remove(customerId: string, site: SiteRecord, id: string): Promise<State> {
      return change(customerId, site, async (tx, limits, at) => {
        const current = limits.find((record) => record.id === id);
        if (!current) throw new AppError(options.notFound, [id]);
        if (current.pending?.limit === null) throw new AppError(ERROR_CODES.spendLimitRemovalPending, [removalPendingMessage(current.pending.effectiveAt, site.locale, site.timeZone)]);
        await store.update(tx, id, { limit: current.limit, pending: { limit: null, effectiveAt: coolingOffEnd(at) }, at });
        await options.onChanged?.(tx, { customerId, period: current.period, limit: null, effectiveAt: coolingOffEnd(at), at });
      });
    },
  };
}
