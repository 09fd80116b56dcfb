import type { I18n } from '@drawfront/shared/contract/i18n';
import type { Withdrawal } from '@drawfront/shared/contract/withdrawals';
import { WITHDRAWAL_STATUS_LABELS, withdrawalAccountLabel } from '@drawfront/shared/rules/withdrawal-labels';
import { formatSiteTime } from '@drawfront/shared/format/site-time';

// On the site's clock, as transactions are: the browser's own zone would disagree with them.
const when = (iso: string, i18n: I18n) => formatSiteTime(iso, i18n, { dateStyle: 'medium', timeStyle: 'short' });

/** A withdrawal's facts as a description list: amount, destination, status, and when. */
export function WithdrawalFacts({ withdrawal, i18n }: { withdrawal: Withdrawal; i18n: I18n }) {
  return (
    <dl className="account-withdraw-facts">
      <dt>{i18n.t('account.withdraw.fact-amount', 'Amount')}</dt>
      <dd className="account-withdraw__amount">{i18n.money(withdrawal.amount.amount)}</dd>
      <dt>{i18n.t('account.withdraw.fact-to', 'To')}</dt>
      <dd>
        {withdrawalAccountLabel(withdrawal.account)} ({withdrawal.account.accountName})
      </dd>
      <dt>{i18n.t('account.withdraw.fact-status', 'Status')}</dt>
      <dd data-testid="withdrawal-status">{i18n.t(`account.withdraw.status-${withdrawal.status}`, WITHDRAWAL_STATUS_LABELS[withdrawal.status])}</dd>
      <dt>{i18n.t('account.withdraw.fact-requested', 'Requested')}</dt>
      <dd>{when(withdrawal.createdAt, i18n)}</dd>
      {withdrawal.settledAt ? (
        <>
          <dt>{withdrawal.status === 'paid' ? i18n.t('account.withdraw.fact-paid', 'Paid') : i18n.t('account.withdraw.fact-settled', 'Returned')}</dt>
          <dd>{when(withdrawal.settledAt, i18n)}</dd>
        </>
      ) : null}
    </dl>
  );
}
