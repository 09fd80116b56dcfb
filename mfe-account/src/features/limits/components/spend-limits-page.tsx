import { Link } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { removeSpendLimit, setSpendLimit } from '../api/spend-limits-api';
import { useSpendLimits } from '../hooks/use-spend-limits';
import { spentText } from '../model/limit-texts';
import { perPeriodText } from '../model/period-text';
import { PeriodLimitsPage } from './period-limits-page';
import './limits.css';

export type SpendLimitsPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'notify' | 'site'>;

/** /my-account/spend-limits: a daily, weekly and monthly limit (those the site offers), each with its spend, pending change, form and removal. */
export function SpendLimitsPage({ api, i18n, notify, site }: SpendLimitsPageProps) {
  const limits = useSpendLimits(api);
  const takeABreak = usePathTo(site)('take-a-break');

  return (
    <PeriodLimitsPage
      kind="spend"
      unavailable={i18n.t('account.limits.unavailable', "Spend limits aren't available right now.")}
      limits={limits}
      site={site}
      i18n={i18n}
      notify={notify}
      terms={(period, limit, data) => {
        // The site-wide limit bounds what a customer can set.
        const system = data.systemLimits.find((candidate) => candidate.period === period) ?? null;
        return {
          used: limit ? { text: spentText(limit, i18n), amount: limit.amountSpent.amount } : null,
          max: system?.limit.amount,
          hint: system ? i18n.t('account.limits.max', 'The most you can set is {max} {per}, the site-wide limit.', { max: i18n.money(system.limit.amount), per: perPeriodText(period, i18n) }) : undefined,
          send: (text) => setSpendLimit(api, period, text),
          sendRemoval: (id) => removeSpendLimit(api, id),
        };
      }}
    >
      {takeABreak ? (
        <p className="account-limits__more">
          {i18n.t('account.limits.more', 'Need more than a limit?')}{' '}
          <Link to={takeABreak} className="df-ui-link">
            {i18n.t('account.limits.take-a-break', 'Take a break or exclude yourself.')}
          </Link>
        </p>
      ) : null}
    </PeriodLimitsPage>
  );
}
