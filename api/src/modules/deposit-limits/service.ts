import type { DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import { MAX_DEPOSIT_LIMIT, MIN_CUSTOMER_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { exceededAmount } from '@drawfront/shared/rules/spend-limit';
import type { Database, Executor } from '../../db/client';
import { ERROR_CODES } from '../../errors/error-codes';
import { depositedSinceEach } from '../funds/deposited-amounts';
import { COOLING_OFF_DAYS } from '../period-limits/cooling-off';
import type { Mailer } from '../outbox/mail/mailer';
import { limitChangedMail } from '../outbox/mail/mails/limit-changed';
import { createLimitEditor } from '../period-limits/editor';
import { amountsByPeriod, limitView } from '../period-limits/view';
import type { PeriodAmounts } from '../period-limits/view';
import type { SiteRecord } from '../sites/site-record';
import type { DepositOverrun } from '../period-limits/limit-messages';
import { depositLimitStore } from './repository';

/** Deposits in each current period on the site's clock (the spend limits' periods), read on `executor`. */
export async function depositsByPeriod(executor: Executor, customerId: string, at: Date, timeZone: string): Promise<PeriodAmounts> {
  return amountsByPeriod(at, timeZone, (starts) => depositedSinceEach(executor, customerId, starts));
}

export type DepositLimitService = ReturnType<typeof createDepositLimitService>;

/** Customer deposit limits per period: lowered at once, loosened after the cooling-off period like spend limits. */
export function createDepositLimitService(db: Database, now: () => Date, mailer?: Pick<Mailer, 'send'>) {
  async function stateOf(executor: Executor, customerId: string, site: SiteRecord, at: Date): Promise<DepositLimits> {
    const limits = await editor.limitsAt(executor, customerId, at);
    const deposits = await depositsByPeriod(executor, customerId, at, site.timeZone);
    return {
      availablePeriods: [...SPEND_LIMIT_PERIODS],
      customerLimits: limits.map((record) => {
        const { used, ...view } = limitView(record, deposits, site.currency);
        return { ...view, amountDeposited: used };
      }),
      coolingOffDays: COOLING_OFF_DAYS,
    };
  }

  const editor = createLimitEditor(db, now, {
    store: depositLimitStore,
    notFound: ERROR_CODES.depositLimitNotFound,
    bounds: () => ({ min: MIN_CUSTOMER_LIMIT, max: MAX_DEPOSIT_LIMIT }),
    stateOf,
    onChanged: async (tx, change) => mailer?.send(tx, change.customerId, limitChangedMail, { ...change, limit: 'deposit', amountCents: change.limit }),
  });

  return {
    async state(customerId: string, site: SiteRecord): Promise<DepositLimits> {
      return stateOf(db, customerId, site, now());
    },

    set: editor.set,
    remove: editor.remove,
    loosens: editor.loosens,
    holds: editor.holds,

    /**
     * The limit `amount` more deposited at `at` would overrun the most, or null. Read on the caller's
     * executor: a deposit asks inside the transaction that holds the wallet lock and records it.
     */
    async overrun(customerId: string, site: SiteRecord, amount: number, executor: Executor = db, at: Date = now()): Promise<DepositOverrun | null> {
      if (amount <= 0) return null;
      const limits = await editor.limitsAt(executor, customerId, at);
      if (limits.length === 0) return null;
      const deposits = await depositsByPeriod(executor, customerId, at, site.timeZone);
      let worst: DepositOverrun | null = null;
      for (const record of limits) {
        const deposited = deposits[record.period].used;
        const exceeded = exceededAmount({ cartAmount: amount, limit: record.limit, spent: deposited });
        if (exceeded > 0 && (!worst || exceeded > worst.exceeded)) worst = { period: record.period, limit: record.limit, deposited, exceeded };
      }
      return worst;
    },
  };
}
