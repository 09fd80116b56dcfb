import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@drawfront/shared/data/use-query';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { isNotFound } from '../../../lib/is-not-found';
import { fetchDepositByTransaction } from '../api/funds-api';
import { DepositDetailsContent } from './deposit-details-page';
import type { DepositDetailsPageProps } from './deposit-details-page';
import './funds.css';

/**
 * /my-account/deposit/summary/{transactionID}: the deposit that posted this wallet transaction (where a
 * PayPal or wallet deposit lands), shown as its details page shows it: amount, new balance, continue.
 */
export function DepositSummaryPage(props: DepositDetailsPageProps) {
  const { transactionID = '' } = useParams();
  const { api, i18n, navigate, site } = props;
  const load = useCallback((signal: AbortSignal) => fetchDepositByTransaction(api, transactionID, signal), [api, transactionID]);
  const deposit = useQuery(['deposit-by-transaction', transactionID], load);
  const heading = i18n.t('account.deposit.summary-heading', 'Deposit summary');
  usePageTitle(heading, site.name);
  if (deposit.status === 'success') return <DepositDetailsContent key={deposit.data.id} depositId={deposit.data.id} {...props} />;
  if (deposit.status === 'error' && isNotFound(deposit.error)) return <NotFound i18n={i18n} navigate={navigate} />;
  return (
    <div className="account-funds">
      <PageHeading>{heading}</PageHeading>
      {deposit.status === 'loading' ? (
        <p role="status" className="account-funds__loading">
          {i18n.t('account.deposit.details-loading', 'Loading your deposit')}
        </p>
      ) : null}
      {deposit.status === 'error' ? <LoadError title={i18n.t('account.deposit.details-error', "We couldn't load your deposit")} error={deposit.error} i18n={i18n} onRetry={deposit.retry} /> : null}
    </div>
  );
}
