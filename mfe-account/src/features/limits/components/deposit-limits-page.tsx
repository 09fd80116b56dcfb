import { useCallback } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { MAX_DEPOSIT_LIMIT } from '@drawfront/shared/rules/limit-bounds';
import { fetchDepositLimits, removeDepositLimit, setDepositLimit } from '../api/deposit-limits-api';
import { depositedText } from '../model/limit-texts';
import { PeriodLimitsPage } from './period-limits-page';
import './limits.css';

export type DepositLimitsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'notify' | 'site'>;

/** /my-account/deposit-limits: a daily, weekly and monthly deposit limit, each with what was deposited, a pending change, its form and removal. */
export function DepositLimitsPage({ api, i18n, notify, site }: DepositLimitsPageProps) {
  const limits = useResource(useCallback((signal: AbortSignal) => fetchDepositLimits(api, signal), [api]));
  return (
    <PeriodLimitsPage
      kind="deposit"
      limits={limits}
      site={site}
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
