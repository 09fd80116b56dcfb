import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import { formatMoney } from '@drawfront/shared/format/money';

// Every sentence a customer reads when a limit stops a purchase or a deposit, in one place: the texts are the
// spec's, so the spend, site-wide, deposit and pre-commitment limits share their words and their money format.

/** How much of a spend limit is used and how far a purchase would overrun it, in minor units. */
export interface OverrunFacts {
  period: SpendLimitPeriod;
  limit: number;
  spent: number;
  exceeded: number;
}

/** How much of a deposit limit is used and how far an amount would overrun it, in minor units. */
export interface DepositOverrun {
  period: SpendLimitPeriod;
  limit: number;
  deposited: number;
  exceeded: number;
}

/** The weekly pre-commitment limit and what this week's purchases spent, in minor units. */
export interface PreCommitmentFacts {
  limit: number;
  spentThisPeriod: number;
}

/** The site's currency and locale, which every amount in a message is written in. */
export interface Money {
  currency: string;
  locale: string;
}

const PERIOD_WORDS: Record<SpendLimitPeriod, { adjective: string; remaining: string }> = {
  daily: { adjective: 'daily', remaining: 'today' },
  weekly: { adjective: 'weekly', remaining: 'this week' },
  monthly: { adjective: 'monthly', remaining: 'this month' },
};

const formatter = (money: Money) => (cents: number) => formatMoney(cents, money.currency, money.locale);

/** What is left under a limit, never below zero when spending is already over a limit lowered since. */
const leftOf = (limit: number, used: number) => Math.max(0, limit - used);

function spendOverrunText(whose: string, facts: OverrunFacts, money: Money): string {
  const format = formatter(money);
  const words = PERIOD_WORDS[facts.period];
  return `This purchase would take you over ${whose} ${words.adjective} spend limit of ${format(facts.limit)} by ${format(facts.exceeded)}. You have ${format(leftOf(facts.limit, facts.spent))} left to spend ${words.remaining}.`;
}

/** The spend_limit blocked-reason text for one of the customer's own limits. */
export function spendLimitMessage(facts: OverrunFacts, money: Money): string {
  return spendOverrunText('your', facts, money);
}

/** The global_spend_limit blocked-reason text for the platform-wide cap every account has. */
export function systemLimitMessage(facts: OverrunFacts, money: Money): string {
  return spendOverrunText('the site-wide', facts, money);
}

/** The precommitment_limit blocked-reason text: how far over, and what is left this week. */
export function precommitmentMessage(facts: PreCommitmentFacts, exceeded: number, money: Money): string {
  const format = formatter(money);
  return `This purchase would take you over your pre-commitment limit of ${format(facts.limit)} a week by ${format(exceeded)}. You have ${format(leftOf(facts.limit, facts.spentThisPeriod))} left to spend this week.`;
}

function depositLeftText(facts: DepositOverrun, money: Money): string {
  return `You can deposit ${formatter(money)(leftOf(facts.limit, facts.deposited))} more ${PERIOD_WORDS[facts.period].remaining}.`;
}

/** The deposit_limit refusal of a deposit. */
export function depositLimitMessage(facts: DepositOverrun, money: Money): string {
  const format = formatter(money);
  return `This deposit would take you over your ${PERIOD_WORDS[facts.period].adjective} deposit limit of ${format(facts.limit)} by ${format(facts.exceeded)}. ${depositLeftText(facts, money)}`;
}

/** The deposit_limit blocked reason of a cart the wallet cannot cover: the top-up it needs would overrun a limit. */
export function cartDepositLimitMessage(facts: DepositOverrun, topUp: number, money: Money): string {
  const format = formatter(money);
  return `Your balance is ${format(topUp)} short of this cart, and depositing that would take you over your ${PERIOD_WORDS[facts.period].adjective} deposit limit of ${format(facts.limit)}. ${depositLeftText(facts, money)}`;
}

/** The 422 text of a removal asked for again while one is waiting out the cooling-off period. */
export function removalPendingMessage(effectiveAt: Date, locale: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(effectiveAt);
  return `This limit is already due to be removed on ${when}.`;
}
