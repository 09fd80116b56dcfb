import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { Withdrawal } from '@drawfront/shared/contract/withdrawals';
import { useQuery } from '@drawfront/shared/data/use-query';
import { MONEY_MOVED } from '@drawfront/shared/data/query-defaults';
import { useInvalidate, useMutation } from '@drawfront/shared/data/use-mutation';
import { isCancellable } from '@drawfront/shared/rules/withdrawal-labels';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { errorMessage } from '@drawfront/shared/ui/error-message';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { isNotFound } from '../../../lib/is-not-found';
import { cancelWithdrawal, fetchWithdrawal } from '../api/withdraw-api';
import { WithdrawalFacts } from './withdrawal-facts';
import './withdraw.css';

export type WithdrawDetailsPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'>;

/** /my-account/withdraw/details/{withdrawID}: where a withdrawal stands; cancel it while it is still pending. */
export function WithdrawDetailsPage({ api, i18n, navigate, site }: WithdrawDetailsPageProps) {
  const { withdrawID = '' } = useParams();
  const heading = i18n.t('account.withdraw.details-heading', 'Withdrawal details');
  const withdrawPath = usePathTo(site)('withdraw');
  usePageTitle(heading, site.name);
  const details = useQuery(['withdrawal', withdrawID], useCallback((signal: AbortSignal) => fetchWithdrawal(api, withdrawID, signal), [api, withdrawID]));
  // The withdrawal whose money coming back was already announced (by the cancel below, or by the effect).
  const returned = useRef<string | null>(null);
  const cancel = useMutation<string, Withdrawal, string>({
    // The hold is back in the wallet: the customer is invalidated, and the header's balance follows.
    invalidates: MONEY_MOVED,
    send: (id) => cancelWithdrawal(api, id),
    toFailure: (error) => errorMessage(error, i18n.t('account.withdraw.cancel-failed', "We couldn't cancel this withdrawal. Please try again.")),
    onSuccess: (withdrawal) => {
      returned.current = withdrawal.id;
      details.replace(withdrawal);
    },
  });
  // A payout that failed (or was cancelled elsewhere) put the money back: the header's balance follows what this page shows.
  const invalidate = useInvalidate();
  const settled = details.status === 'success' && details.data.settledAt && details.data.status !== 'paid' ? details.data.id : null;
  useEffect(() => {
    if (!settled || returned.current === settled) return;
    returned.current = settled;
    invalidate(MONEY_MOVED);
  }, [invalidate, settled]);
  if (details.status === 'error' && isNotFound(details.error)) return <NotFound i18n={i18n} navigate={navigate} />;
  const withdrawal = details.status === 'success' ? details.data : null;
  return (
    <div className="account-withdraw">
      <PageHeading>{heading}</PageHeading>
      {details.status === 'loading' ? (
        <p role="status" className="account-withdraw__muted">
          {i18n.t('account.withdraw.summary-loading', 'Loading your withdrawal')}
        </p>
      ) : null}
      {details.status === 'error' ? <LoadError title={i18n.t('account.withdraw.summary-error', "We couldn't load your withdrawal")} error={details.error} i18n={i18n} onRetry={details.retry} /> : null}
      {withdrawal ? (
        <>
          {withdrawal.status === 'failed' && withdrawal.message ? (
            <Alert tone="error" title={i18n.t('account.withdraw.failed-payout', "Your bank didn't accept this payment")}>
              {withdrawal.message} {i18n.t('account.withdraw.returned', 'The money is back in your balance.')}
            </Alert>
          ) : null}
          {withdrawal.status === 'cancelled' ? <Alert tone="success">{i18n.t('account.withdraw.cancelled', 'Withdrawal cancelled. The money is back in your balance.')}</Alert> : null}
          <WithdrawalFacts withdrawal={withdrawal} i18n={i18n} />
          {cancel.state.status === 'error' ? <Alert tone="error">{cancel.state.failure}</Alert> : null}
          <p className="account-withdraw__actions">
            {isCancellable(withdrawal.status) ? (
              <Button variant="secondary" busy={cancel.state.status === 'submitting'} onClick={() => void cancel.submit(withdrawal.id)}>
                {i18n.t('account.withdraw.cancel', 'Cancel this withdrawal')}
              </Button>
            ) : null}
            {withdrawPath ? (
              <Link to={withdrawPath} className="df-ui-link">
                {i18n.t('account.withdraw.back', 'Back to withdraw')}
              </Link>
            ) : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
