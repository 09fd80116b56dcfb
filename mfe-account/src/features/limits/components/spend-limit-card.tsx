import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SpendLimit, SpendLimitPeriod, SpendLimits, SystemSpendLimit } from '@drawfront/shared/contract/limits';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { removeSpendLimit, setSpendLimit } from '../api/spend-limits-api';
import { limitTitle, spentText } from '../model/limit-texts';
import { perPeriodText, periodWord } from '../model/period-text';
import { PeriodLimitCard } from './period-limit-card';

export interface SpendLimitCardProps {
  period: SpendLimitPeriod;
  limit: SpendLimit | null;
  system: SystemSpendLimit | null;
  coolingOffDays: number;
  api: ApiClient;
  i18n: I18n;
  notify: RemoteProps['notify'];
  onChange: (limits: SpendLimits) => void;
  onRefresh: () => void;
}

/** One period's spend limit: what is spent against it, bounded by the site-wide limit. */
export function SpendLimitCard({ period, limit, system, api, i18n, ...card }: SpendLimitCardProps) {
  const word = periodWord(period, i18n);
  return (
    <PeriodLimitCard
      {...card}
      period={period}
      limit={limit}
      i18n={i18n}
      kind={{
        title: limitTitle(period, i18n),
        none: i18n.t('account.limits.none', "You haven't set a {period} limit.", { period: word }),
        set: i18n.t('account.limits.set', 'Set {period} limit', { period: word }),
        change: i18n.t('account.limits.change', 'Change {period} limit', { period: word }),
        remove: i18n.t('account.limits.remove', 'Remove {period} limit', { period: word }),
        removeFailed: i18n.t('account.limits.remove-failed', 'Your {period} limit was not removed', { period: word }),
        used: limit ? { text: spentText(limit, i18n), amount: limit.amountSpent.amount } : null,
        max: system?.limit.amount,
        hint: system ? i18n.t('account.limits.max', 'The most you can set is {max} {per}, the site-wide limit.', { max: i18n.money(system.limit.amount), per: perPeriodText(period, i18n) }) : undefined,
        send: (text) => setSpendLimit(api, period, text),
        sendRemoval: (id) => removeSpendLimit(api, id),
      }}
    />
  );
}
