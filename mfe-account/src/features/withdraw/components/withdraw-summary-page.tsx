import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useQueryClient } from '@drawfront/shared/data/data-context';
import { readQuery } from '@drawfront/shared/data/read-query';
import { customerQuery } from '@drawfront/shared/data/use-customer';
import { useResource } from '@drawfront/shared/data/use-resource';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { isNotFound } from '../../../lib/is-not-found';
import { fetchWithdrawalSummary } from '../api/withdraw-api';
import { WithdrawalFacts } from './withdrawal-facts';
import './withdraw.css';
import { formatAmount } from '@drawfront/shared/format/money';

export type WithdrawSummaryPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'>;

/** /my-account/withdraw/summary/{transactionID}: what was just requested, by the ledger transaction that held it. */
export function WithdrawSummaryPage({ api, i18n, navigate, site }: WithdrawSummaryPageProps) {
  const { transactionID = '' } = useParams();
  const heading = i18n.t('account.withdraw.summary-heading', 'Withdrawal requested');
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const queries = useQueryClient();
  // The balance is the page's `['customer']` read, which the withdrawal just invalidated (the header shares it).
  const summary = useResource(
    useCallback(async (signal: AbortSignal) => {
      const [withdrawal, customer] = await Promise.all([fetchWithdrawalSummary(api, transactionID, signal), readQuery(queries, customerQuery(api), signal)]);
      return { withdrawal, balance: customer.balance };
    }, [api, queries, transactionID]),
  );
  if (summary.status === 'error' && isNotFound(summary.error)) return <NotFound i18n={i18n} navigate={navigate} />;
  const transactions = pathTo('transactions');
  const details = summary.status === 'success' ? pathTo('withdraw-details', { withdrawID: summary.data.withdrawal.id }) : null;
  return (
    <div className="account-withdraw">
      <PageHeading>{heading}</PageHeading>
      {summary.status === 'loading' ? (
        <p role="status" className="account-withdraw__muted">
          {i18n.t('account.withdraw.summary-loading', 'Loading your withdrawal')}
        </p>
      ) : null}
      {summary.status === 'error' ? <LoadError title={i18n.t('account.withdraw.summary-error', "We couldn't load your withdrawal")} error={summary.error} i18n={i18n} onRetry={summary.retry} /> : null}
      {summary.status === 'success' ? (
        <>
          <p>{i18n.t('account.withdraw.summary-lead', 'The money has left your balance and is on its way to your bank. Bank transfers usually arrive within 1 to 3 business days; PayID payments within minutes.')}</p>
          <WithdrawalFacts withdrawal={summary.data.withdrawal} i18n={i18n} />
          <dl className="account-withdraw-facts">
            <dt>{i18n.t('account.withdraw.balance-now', 'Your balance now')}</dt>
            <dd>{formatAmount(summary.data.balance, i18n.locale)}</dd>
          </dl>
          <p className="account-withdraw__actions">
            {details ? (
              <Link to={details} className={buttonClassName('primary')}>
                {i18n.t('account.withdraw.view-details', 'View withdrawal details')}
              </Link>
            ) : null}
            {transactions ? (
              <Link to={transactions} className={buttonClassName('secondary')}>
                {i18n.t('account.withdraw.view-transactions', 'Your transactions')}
              </Link>
            ) : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
