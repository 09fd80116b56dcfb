import { useCallback } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { MAX_DEPOSIT_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchDepositLimits, removeDepositLimit, setDepositLimit } from '../api/deposit-limits-api';
import { depositedText } from '../model/limit-texts';
import { PeriodLimitsPage } from './period-limits-page';
import './limits.css';

export type DepositLimitsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'notify' | 'site'>;

/** /my-account/deposit-limits: a daily, weekly and monthly deposit limit, each with what was deposited, a pending change, its form and removal. */
export function DepositLimitsPage({ api, i18n, notify, site }: DepositLimitsPageProps) {
  const heading = i18n.t('account.deposit-limits.heading', 'Deposit limits');
  usePageTitle(heading, site.name);
  const limits = useResource(useCallback((signal: AbortSignal) => fetchDepositLimits(api, signal), [api]));
  return (
    <PeriodLimitsPage
      kind="deposit"
      heading={heading}
      texts={{
        loading: i18n.t('account.deposit-limits.loading', 'Loading your deposit limits'),
        loadError: i18n.t('account.deposit-limits.load-error', "We couldn't load your deposit limits"),
      }}
      limits={limits}
      i18n={i18n}
      notify={notify}
      terms={(period, limit) => ({
        used: limit ? { text: depositedText(limit, i18n), amount: limit.amountDeposited.amount } : null,
        max: MAX_DEPOSIT_LIMIT,
        send: (text) => setDepositLimit(api, period, text),
        sendRemoval: (id) => removeDepositLimit(api, id),
      })}
    />
  );
}
