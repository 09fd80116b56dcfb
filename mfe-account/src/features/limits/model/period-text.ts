import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { I18n } from '@drawfront/shared/contract/i18n';

type T = Pick<I18n, 't'>;

/** "Daily", "Weekly", "Monthly". */
export function periodLabel(period: SpendLimitPeriod, i18n: T): string {
  if (period === 'daily') return i18n.t('account.limits.period.daily', 'Daily');
  if (period === 'weekly') return i18n.t('account.limits.period.weekly', 'Weekly');
  return i18n.t('account.limits.period.monthly', 'Monthly');
}

/** "daily", for sentences: "Your daily limit is now $20.00." */
export function periodWord(period: SpendLimitPeriod, i18n: T): string {
  if (period === 'daily') return i18n.t('account.limits.word.daily', 'daily');
  if (period === 'weekly') return i18n.t('account.limits.word.weekly', 'weekly');
  return i18n.t('account.limits.word.monthly', 'monthly');
}

/** "today", "this week", "this month": when the money counted against the limit was spent. */
export function currentPeriodText(period: SpendLimitPeriod, i18n: T): string {
  if (period === 'daily') return i18n.t('account.limits.current.daily', 'today');
  if (period === 'weekly') return i18n.t('account.limits.current.weekly', 'this week');
  return i18n.t('account.limits.current.monthly', 'this month');
}

/** "a day", "a week", "a month", as in "$1,000.00 a day". */
export function perPeriodText(period: SpendLimitPeriod, i18n: T): string {
  if (period === 'daily') return i18n.t('account.limits.per.daily', 'a day');
  if (period === 'weekly') return i18n.t('account.limits.per.weekly', 'a week');
  return i18n.t('account.limits.per.monthly', 'a month');
}
