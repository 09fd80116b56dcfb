import { Link } from 'react-router-dom';
import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { useSpendLimits } from '../hooks/use-spend-limits';
import { coolingOffRule } from '../model/limit-texts';
import { SpendLimitCard } from './spend-limit-card';
import './limits.css';

export type SpendLimitsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'notify' | 'site'>;

/** /my-account/spend-limits: a daily, weekly and monthly limit (those the site offers), each with its spend, pending change, form and removal. */
export function SpendLimitsPage({ api, i18n, notify, site }: SpendLimitsPageProps) {
  const heading = i18n.t('account.limits.heading', 'Spend limits');
  usePageTitle(heading, site.name);
  const limits = useSpendLimits(api);
  const { replace, refresh } = limits;
  const data = limits.status === 'success' ? limits.data : null;
  const takeABreak = usePathTo(site)('take-a-break');
  const periods = data ? SPEND_LIMIT_PERIODS.filter((period) => data.availablePeriods.includes(period)) : [];

  return (
    <div className="account-limits">
      <PageHeading intro={data ? coolingOffRule(data.coolingOffDays, i18n) : undefined}>{heading}</PageHeading>
      {limits.status === 'loading' ? (
        <p role="status" className="account-limits__loading">
          {i18n.t('account.limits.loading', 'Loading your spend limits')}
        </p>
      ) : null}
      {limits.status === 'error' ? (
        <LoadError title={i18n.t('account.limits.load-error', "We couldn't load your spend limits")} error={limits.error} i18n={i18n} onRetry={limits.retry} />
      ) : null}
      {data && periods.length === 0 ? <p className="account-limits__empty">{i18n.t('account.limits.unavailable', "Spend limits aren't available right now.")}</p> : null}
      {data
        ? periods.map((period) => (
            <SpendLimitCard
              key={period}
              period={period}
              limit={data.customerLimits.find((limit) => limit.period === period) ?? null}
              system={data.systemLimits.find((limit) => limit.period === period) ?? null}
              coolingOffDays={data.coolingOffDays}
              api={api}
              i18n={i18n}
              notify={notify}
              onChange={replace}
              onRefresh={() => void refresh()}
            />
          ))
        : null}
      {takeABreak ? (
        <p className="account-limits__more">
          {i18n.t('account.limits.more', 'Need more than a limit?')}{' '}
          <Link to={takeABreak} className="df-ui-link">
            {i18n.t('account.limits.take-a-break', 'Take a break or exclude yourself.')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
