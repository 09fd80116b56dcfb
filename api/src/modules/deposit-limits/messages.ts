import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { formatMoney } from '@drawfront/shared/format/money';

/** How much of a deposit limit is used and how far an amount would overrun it, in minor units. */
export interface DepositOverrun {
  period: SpendLimitPeriod;
  limit: number;
  deposited: number;
  exceeded: number;
}

interface Money {
  currency: string;
  locale: string;
}

const PERIOD_WORDS: Record<SpendLimitPeriod, { adjective: string; remaining: string }> = {
  daily: { adjective: 'daily', remaining: 'today' },
  weekly: { adjective: 'weekly', remaining: 'this week' },
  monthly: { adjective: 'monthly', remaining: 'this month' },
};

function leftText(facts: DepositOverrun, money: Money): string {
  const left = Math.max(0, facts.limit - facts.deposited);
  return `You can deposit ${formatMoney(left, money.currency, money.locale)} more ${PERIOD_WORDS[facts.period].remaining}.`;
}

/** The deposit_limit refusal of a deposit. */
export function depositLimitMessage(facts: DepositOverrun, money: Money): string {
  const format = (cents: number) => formatMoney(cents, money.currency, money.locale);
  return `This deposit would take you over your ${PERIOD_WORDS[facts.period].adjective} deposit limit of ${format(facts.limit)} by ${format(facts.exceeded)}. ${leftText(facts, money)}`;
}

/** The deposit_limit blocked reason of a cart the wallet cannot cover: the top-up it needs would overrun a limit. */
export function cartDepositLimitMessage(facts: DepositOverrun, topUp: number, money: Money): string {
  const format = (cents: number) => formatMoney(cents, money.currency, money.locale);
  return `Your balance is ${format(topUp)} short of this cart, and depositing that would take you over your ${PERIOD_WORDS[facts.period].adjective} deposit limit of ${format(facts.limit)}. ${leftText(facts, money)}`;
}
