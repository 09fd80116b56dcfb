import { useCallback } from 'react';
import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useResource } from '@drawfront/shared/data/use-resource';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { coolingOffRule } from '../model/limit-texts';
import { fetchDepositLimits } from '../api/deposit-limits-api';
import { DepositLimitCard } from './deposit-limit-card';
import './limits.css';

export type DepositLimitsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'notify' | 'site'>;

/** /my-account/deposit-limits: a daily, weekly and monthly deposit limit, each with what was deposited, a pending change, its form and removal. */
export function DepositLimitsPage({ api, i18n, notify, site }: DepositLimitsPageProps) {
  const heading = i18n.t('account.deposit-limits.heading', 'Deposit limits');
  usePageTitle(heading, site.name);
  const limits = useResource(useCallback((signal: AbortSignal) => fetchDepositLimits(api, signal), [api]));
  const { replace, refresh } = limits;
  const data = limits.status === 'success' ? limits.data : null;
  const periods = data ? SPEND_LIMIT_PERIODS.filter((period) => data.availablePeriods.includes(period)) : [];
  return (
    <div className="account-limits">
      <PageHeading intro={data ? coolingOffRule(data.coolingOffDays, i18n) : undefined}>{heading}</PageHeading>
      {limits.status === 'loading' ? (
        <p role="status" className="account-limits__loading">
          {i18n.t('account.deposit-limits.loading', 'Loading your deposit limits')}
        </p>
      ) : null}
      {limits.status === 'error' ? <LoadError title={i18n.t('account.deposit-limits.load-error', "We couldn't load your deposit limits")} error={limits.error} i18n={i18n} onRetry={limits.retry} /> : null}
      {data
        ? periods.map((period) => (
            <DepositLimitCard
              key={period}
              period={period}
              limit={data.customerLimits.find((limit) => limit.period === period) ?? null}
              coolingOffDays={data.coolingOffDays}
              api={api}
              i18n={i18n}
              notify={notify}
              onChange={replace}
              onRefresh={() => void refresh()}
            />
          ))
        : null}
    </div>
  );
}
