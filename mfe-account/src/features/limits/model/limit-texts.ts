import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PendingSpendLimitChange, SpendLimit, SpendLimitPeriod, SpendLimits } from '@drawfront/shared/contract/limits';
import type { DepositLimit } from '@drawfront/shared/contract/deposit-limits';
import { limitDate } from './limit-date';
import { periodLimitWords } from './limit-words';
import { currentPeriodText, periodWord } from './period-text';

type Texts = Pick<I18n, 't' | 'money' | 'locale' | 'timeZone'>;

const days = (count: number, i18n: Pick<I18n, 't'>) =>
  count === 1 ? i18n.t('account.limits.one-day', '1 day') : i18n.t('account.limits.days', '{count} days', { count });

/** The cooling-off rule in one sentence, for the top of the page. */
export function coolingOffRule(coolingOffDays: number, i18n: Pick<I18n, 't'>): string {
  if (coolingOffDays <= 0) return i18n.t('account.limits.rule-now', 'Any change to a limit applies straight away.');
  return i18n.t('account.limits.rule', 'A new or lower limit applies straight away; a higher limit, or removing a limit, applies after {days}.', { days: days(coolingOffDays, i18n) });
}

/** "Daily limit": the card heading and the amount field's label. */
export const limitTitle = (period: SpendLimitPeriod, i18n: Pick<I18n, 't'>) => periodLimitWords('spend', period, i18n).title;

/** "$12.50 of $50.00 spent today". */
export function spentText(limit: Pick<SpendLimit, 'period' | 'limit' | 'amountSpent'>, i18n: Texts): string {
  return i18n.t('account.limits.spent', '{spent} of {limit} spent {when}', {
    spent: i18n.money(limit.amountSpent.amount),
    limit: i18n.money(limit.limit.amount),
    when: currentPeriodText(limit.period, i18n),
  });
}

/** "$30.00 of $50.00 deposited today". */
export function depositedText(limit: Pick<DepositLimit, 'period' | 'limit' | 'amountDeposited'>, i18n: Texts): string {
  return i18n.t('account.deposit-limits.deposited', '{deposited} of {limit} deposited {when}', {
    deposited: i18n.money(limit.amountDeposited.amount),
    limit: i18n.money(limit.limit.amount),
    when: currentPeriodText(limit.period, i18n),
  });
}

/** "Resets Mon 24 Nov, 12:00 am". */
export const resetText = (limit: Pick<SpendLimit, 'periodEndsAt'>, i18n: Texts) => i18n.t('account.limits.resets', 'Resets {date}', { date: limitDate(limit.periodEndsAt, i18n) });

/** A change waiting out the cooling-off period: "Your new limit of $80.00 applies from Sat 29 Nov, 10:00 am" or "This limit will be removed on …". */
export function pendingText(pending: PendingSpendLimitChange, i18n: Texts): string {
  const date = limitDate(pending.effectiveAt, i18n);
  if (pending.limit === null) return i18n.t('account.limits.pending-removal', 'This limit will be removed on {date}', { date });
  return i18n.t('account.limits.pending-limit', 'Your new limit of {limit} applies from {date}', { limit: i18n.money(pending.limit.amount), date });
}

/** What the confirm step says before a limit is removed. */
export function removalWarning(period: SpendLimitPeriod, coolingOffDays: number, i18n: Pick<I18n, 't'>): string {
  const word = periodWord(period, i18n);
  if (coolingOffDays <= 0) return i18n.t('account.limits.remove-now', 'Your {period} limit will be removed straight away.', { period: word });
  return i18n.t('account.limits.remove-wait', 'Removing your {period} limit takes {days}. Until then your current limit still applies.', { period: word, days: days(coolingOffDays, i18n) });
}

/** An answer listing limits: the spend limits' own, or the deposit limits', which change by the same rules. */
export type LimitsAnswer = Pick<SpendLimits, 'customerLimits'> | { customerLimits: readonly Pick<SpendLimit, 'period' | 'limit' | 'pending'>[] };

const limitFor = (answer: LimitsAnswer, period: SpendLimitPeriod) => answer.customerLimits.find((limit) => limit.period === period) ?? null;

/** The success message after a limit was set, read from the API's answer: applied now, or pending until a date. */
export function savedMessage(period: SpendLimitPeriod, answer: LimitsAnswer, i18n: Texts): string {
  const word = periodWord(period, i18n);
  const limit = limitFor(answer, period);
  if (limit?.pending?.limit) {
    return i18n.t('account.limits.saved-pending', 'Your new {period} limit of {limit} applies from {date}.', { period: word, limit: i18n.money(limit.pending.limit.amount), date: limitDate(limit.pending.effectiveAt, i18n) });
  }
  if (!limit) return i18n.t('account.limits.saved-unknown', 'Your {period} limit was saved.', { period: word });
  return i18n.t('account.limits.saved', 'Your {period} limit is now {limit}.', { period: word, limit: i18n.money(limit.limit.amount) });
}

/** The success message after a removal, read from the API's answer: gone now, or on a date. */
export function removedMessage(period: SpendLimitPeriod, answer: LimitsAnswer, i18n: Texts): string {
  const word = periodWord(period, i18n);
  const limit = limitFor(answer, period);
  if (limit?.pending && limit.pending.limit === null) {
    return i18n.t('account.limits.removed-pending', 'Your {period} limit will be removed on {date}.', { period: word, date: limitDate(limit.pending.effectiveAt, i18n) });
  }
  return i18n.t('account.limits.removed', 'Your {period} limit has been removed.', { period: word });
}
