import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { DepositLimit, DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import type { SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { MAX_DEPOSIT_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { removeDepositLimit, setDepositLimit } from '../api/deposit-limits-api';
import { currentPeriodText, periodLabel, periodWord } from '../model/period-text';
import { PeriodLimitCard } from './period-limit-card';

export interface DepositLimitCardProps {
  period: SpendLimitPeriod;
  limit: DepositLimit | null;
  coolingOffDays: number;
  api: ApiClient;
  i18n: I18n;
  notify: RemoteProps['notify'];
  onChange: (limits: DepositLimits) => void;
  onRefresh: () => void;
}

/** One period's deposit limit: what was deposited against it, on the same card as a spend limit. */
export function DepositLimitCard({ period, limit, api, i18n, ...card }: DepositLimitCardProps) {
  const word = periodWord(period, i18n);
  const deposited = limit
    ? i18n.t('account.deposit-limits.deposited', '{deposited} of {limit} deposited {when}', { deposited: i18n.money(limit.amountDeposited.amount), limit: i18n.money(limit.limit.amount), when: currentPeriodText(period, i18n) })
    : '';
  return (
    <PeriodLimitCard
      {...card}
      period={period}
      limit={limit}
      i18n={i18n}
      kind={{
        title: i18n.t('account.deposit-limits.title', '{period} deposit limit', { period: periodLabel(period, i18n) }),
        none: i18n.t('account.deposit-limits.none', "You haven't set a {period} deposit limit.", { period: word }),
        set: i18n.t('account.deposit-limits.set', 'Set {period} deposit limit', { period: word }),
        change: i18n.t('account.deposit-limits.change', 'Change {period} deposit limit', { period: word }),
        remove: i18n.t('account.deposit-limits.remove', 'Remove {period} deposit limit', { period: word }),
        removeFailed: i18n.t('account.deposit-limits.remove-failed', 'Your {period} deposit limit was not removed', { period: word }),
        used: limit ? { text: deposited, amount: limit.amountDeposited.amount } : null,
        max: MAX_DEPOSIT_LIMIT,
        send: (text) => setDepositLimit(api, period, text),
        sendRemoval: (id) => removeDepositLimit(api, id),
      }}
    />
  );
}
