import type { ReactNode } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { SPEND_LIMIT_PERIODS } from '@drawfront/shared/contract/limits';
import type { SpendLimit, SpendLimitPeriod } from '@drawfront/shared/contract/limits';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { coolingOffRule } from '../model/limit-texts';
import { periodLimitsPageWords } from '../model/limit-words';
import type { LimitKind } from '../model/limit-words';
import { PeriodLimitCard } from './period-limit-card';
import type { PeriodLimitTerms } from './period-limit-card';
import './limits.css';

/** What the spend limits' and the deposit limits' reads both answer: each limit, the periods the site offers, the cooling-off days. */
export interface PeriodLimitsData {
  customerLimits: readonly Pick<SpendLimit, 'id' | 'period' | 'limit' | 'pending' | 'periodEndsAt'>[];
  availablePeriods: readonly SpendLimitPeriod[];
  coolingOffDays: number;
}

export interface PeriodLimitsPageProps<Data extends PeriodLimitsData> {
  kind: LimitKind;
  /** Said when the site offers none of the periods; nothing is said when left out. */
  unavailable?: string;
  limits: Resource<Data>;
  site: Pick<SiteInfo, 'name'>;
  i18n: I18n;
  notify: RemoteProps['notify'];
  /** One period's amount used, largest limit and calls, given its limit (null when none is set). */
  terms: (period: SpendLimitPeriod, limit: Data['customerLimits'][number] | null, data: Data) => PeriodLimitTerms<Data>;
  /** What the page says under the cards. */
  children?: ReactNode;
}

/** A page of limits kept per period (spend, deposit): the cooling-off rule, then a card for each period the site offers. */
export function PeriodLimitsPage<Data extends PeriodLimitsData>({ kind, unavailable, limits, site, i18n, notify, terms, children }: PeriodLimitsPageProps<Data>) {
  const texts = periodLimitsPageWords(kind, i18n);
  usePageTitle(texts.heading, site.name);
  const { replace, refresh } = limits;
  const data = limits.status === 'success' ? limits.data : null;
  const periods = data ? SPEND_LIMIT_PERIODS.filter((period) => data.availablePeriods.includes(period)) : [];
  return (
    <div className="account-limits">
      <PageHeading intro={data ? coolingOffRule(data.coolingOffDays, i18n) : undefined}>{texts.heading}</PageHeading>
      {limits.status === 'loading' ? (
        <p role="status" className="account-limits__loading">
          {texts.loading}
        </p>
      ) : null}
      {limits.status === 'error' ? <LoadError title={texts.loadError} error={limits.error} i18n={i18n} onRetry={limits.retry} /> : null}
      {data && periods.length === 0 && unavailable ? <p className="account-limits__empty">{unavailable}</p> : null}
      {data
        ? periods.map((period) => {
            const limit = data.customerLimits.find((candidate) => candidate.period === period) ?? null;
            return (
              <PeriodLimitCard
                key={period}
                kind={kind}
                period={period}
                limit={limit}
                {...terms(period, limit, data)}
                coolingOffDays={data.coolingOffDays}
                i18n={i18n}
                notify={notify}
                onChange={replace}
                onRefresh={() => void refresh()}
              />
            );
          })
        : null}
      {children}
    </div>
  );
}
