import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { formatMoney } from '@drawfront/shared/format/money';

/** How much of a limit is used and how far a purchase would overrun it, in minor units. */
export interface OverrunFacts {
  period: SpendLimitPeriod;
  limit: number;
  spent: number;
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

function overrunText(whose: string, facts: OverrunFacts, money: Money): string {
  const format = (cents: number) => formatMoney(cents, money.currency, money.locale);
  const words = PERIOD_WORDS[facts.period];
  const left = Math.max(0, facts.limit - facts.spent);
  return `This purchase would take you over ${whose} ${words.adjective} spend limit of ${format(facts.limit)} by ${format(facts.exceeded)}. You have ${format(left)} left to spend ${words.remaining}.`;
}

/** The spend_limit blocked-reason text for one of the customer's own limits. */
export function spendLimitMessage(facts: OverrunFacts, money: Money): string {
  return overrunText('your', facts, money);
}

/** The global_spend_limit blocked-reason text for the platform-wide cap every account has. */
export function systemLimitMessage(facts: OverrunFacts, money: Money): string {
  return overrunText('the site-wide', facts, money);
}

/** The 422 text of a removal asked for again while one is waiting out the cooling-off period. */
export function removalPendingMessage(effectiveAt: Date, locale: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(effectiveAt);
  return `This limit is already due to be removed on ${when}.`;
}
