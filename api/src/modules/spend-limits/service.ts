import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { SpendLimitPeriod, SpendLimits } from '@drawfront/shared/contract/limits';
import { exceededAmount } from '@drawfront/shared/rules/spend-limit';
import type { Database, Executor } from '../../db/client';
import { ERROR_CODES } from '../../errors/error-codes';
import { walletDebitsSinceEachOf } from '../ledger/service';
import { COOLING_OFF_DAYS } from '../period-limits/cooling-off';
import type { Mailer } from '../outbox/mail/mailer';
import { limitChangedMail } from '../outbox/mail/mails/limit-changed';
import { createLimitEditor } from '../period-limits/editor';
import { amountsByPeriodOf, limitView } from '../period-limits/view';
import type { PeriodAmounts } from '../period-limits/view';
import type { PeriodLimitRecord } from '../period-limits/cooling-off';
import type { SiteRecord } from '../sites/site-record';
import type { LimitBreach } from './limit-breach';
import { spendLimitStore } from './repository';
import { spendLimitMessage, systemLimitMessage } from '../period-limits/limit-messages';
import { MIN_SPEND_LIMIT_CENTS, SYSTEM_SPEND_LIMITS } from './rules';

/** Wallet purchases in each current period on the clock of `timeZone` (the same measure as the pre-commitment limit), read on `executor`. */
export async function spendByPeriod(executor: Executor, customerId: string, at: Date, timeZone: string): Promise<PeriodAmounts> {
  return (await spendByPeriodOf(executor, [customerId], at, timeZone)).get(customerId)!;
}

/** `spendByPeriod` for many customers in one read, keyed by customer id. */
export async function spendByPeriodOf(executor: Executor, customerIds: readonly string[], at: Date, timeZone: string): Promise<Map<string, PeriodAmounts>> {
  return amountsByPeriodOf(at, timeZone, customerIds, (starts) => walletDebitsSinceEachOf(executor, customerIds, 'purchase', starts));
}

/** Every customer limit (spend_limit) and platform cap (global_spend_limit) `cartAmount` overruns, given the limits in force and the period spend. */
function spendLimitBreaches(limits: PeriodLimitRecord[], spend: PeriodAmounts, site: SiteRecord, cartAmount: number): LimitBreach[] {
  const money = { currency: site.currency, locale: site.locale };
  const found: LimitBreach[] = [];
  const check = (period: SpendLimitPeriod, limit: number, reason: 'spend_limit' | 'global_spend_limit') => {
    const spent = spend[period].used;
    const exceeded = exceededAmount({ cartAmount, limit, spent });
    if (exceeded <= 0) return;
    const facts = { period, limit, spent, exceeded };
    found.push({ reason, message: reason === 'spend_limit' ? spendLimitMessage(facts, money) : systemLimitMessage(facts, money), exceeded });
  };
  for (const record of limits) check(record.period, record.limit, 'spend_limit');
  for (const period of SPEND_LIMIT_PERIODS) check(period, SYSTEM_SPEND_LIMITS[period], 'global_spend_limit');
  return found;
}

export type SpendLimitService = ReturnType<typeof createSpendLimitService>;

/** Customer spend limits per period and the platform-wide caps (storefront §3 "Spend limits", §7). */
export function createSpendLimitService(db: Database, now: () => Date, mailer?: Pick<Mailer, 'send'>) {
  async function stateOf(executor: Executor, customerId: string, site: SiteRecord, at: Date): Promise<SpendLimits> {
    const money = (amount: number) => ({ amount, currency: site.currency });
    const limits = await editor.limitsAt(executor, customerId, at);
    const spend = await spendByPeriod(executor, customerId, at, site.timeZone);
    return {
      availablePeriods: [...SPEND_LIMIT_PERIODS],
      customerLimits: limits.map((record) => {
        const { used, ...view } = limitView(record, spend, site.currency);
        return { ...view, amountSpent: used };
      }),
      systemLimits: SPEND_LIMIT_PERIODS.map((period) => ({ period, limit: money(SYSTEM_SPEND_LIMITS[period]), amountSpent: money(spend[period].used) })),
      coolingOffDays: COOLING_OFF_DAYS,
    };
  }

  const editor = createLimitEditor(db, now, {
    store: spendLimitStore,
    notFound: ERROR_CODES.spendLimitNotFound,
    // A customer's limit can be no higher than the platform's cap for that period.
    bounds: (period) => ({ min: MIN_SPEND_LIMIT_CENTS, max: SYSTEM_SPEND_LIMITS[period] }),
    stateOf,
    onChanged: async (tx, change) => mailer?.send(tx, change.customerId, limitChangedMail, { ...change, limit: 'spend', amountCents: change.limit }),
  });

  return {
    async state(customerId: string, site: SiteRecord): Promise<SpendLimits> {
      return stateOf(db, customerId, site, now());
    },

    set: editor.set,
    remove: editor.remove,
    loosens: editor.loosens,
    holds: editor.holds,

    /**
     * Every customer limit (spend_limit) and platform cap (global_spend_limit) each amount would overrun for its
     * customer at `at`, read on `executor` in one read for all of them; `spends` is each customer's period spend
     * (the caller has read it already). Keyed by customer id.
     */
    async breachesOf(amounts: ReadonlyMap<string, number>, site: SiteRecord, executor: Executor, spends: ReadonlyMap<string, PeriodAmounts>, at: Date = now()): Promise<Map<string, LimitBreach[]>> {
      const limits = await editor.limitsAtOf(executor, [...amounts.keys()], at);
      return new Map([...amounts].map(([customerId, amount]) => [customerId, spendLimitBreaches(limits.get(customerId) ?? [], spends.get(customerId)!, site, amount)]));
    },
  };
}
