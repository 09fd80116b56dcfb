import { Link, Navigate, useParams } from 'react-router-dom';
import type { Deposit } from '@drawfront/shared/contract/funds';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { isSafeRedirectUrl } from '@drawfront/shared/rules/redirect-url';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { useDepositOutcome } from '../hooks/use-deposit-outcome';
import type { DepositOutcome } from '../hooks/use-deposit-outcome';
import { depositFailureMessage } from '@drawfront/shared/rules/deposit-failure';
import { isNotFound } from '../../../lib/is-not-found';
import { readDepositReturnTo } from '../model/funds-paths';
import './funds.css';
import { formatAmount } from '@drawfront/shared/format/money';

export type DepositDetailsPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'>;

/**
 * /my-account/deposit/details/{id} (and /success, /failure, where the API sends the browser after
 * 3-D Secure). The deposit's own status decides what is shown; the path's outcome is only a hint.
 */
export function DepositDetailsPage(props: DepositDetailsPageProps) {
  const { depositID = '' } = useParams();
  return <DepositDetailsContent key={depositID} depositId={depositID} {...props} />;
}

export function DepositDetailsContent({ api, i18n, navigate, site, depositId }: DepositDetailsPageProps & { depositId: string }) {
  const outcome = useDepositOutcome(api, depositId);
  const data = outcome.status === 'success' ? outcome.data : null;
  const pathTo = usePathTo(site);

  if (outcome.status === 'error' && isNotFound(outcome.error)) return <NotFound i18n={i18n} navigate={navigate} />;
  // Only with a usable bank URL: otherwise the authorisation page would send the customer straight back here.
  const authorisation = pathTo('deposit-authorisation', { depositID: depositId });
  if (data?.deposit.status === 'requires_action' && isSafeRedirectUrl(data.deposit.redirectUrl) && authorisation) return <Navigate to={authorisation} replace />;
  if (data?.deposit.status === 'succeeded') return <DepositSuccess data={data} i18n={i18n} navigate={navigate} site={site} />;
  if (data?.deposit.status === 'failed') return <DepositFailure deposit={data.deposit} i18n={i18n} navigate={navigate} site={site} />;
  return <DepositPending outcome={outcome} i18n={i18n} site={site} />;
}

type Texts = Pick<RemoteProps, 'i18n' | 'site'>;

function DepositSuccess({ data, i18n, navigate, site }: Texts & Pick<RemoteProps, 'navigate'> & { data: DepositOutcome }) {
  const heading = i18n.t('account.deposit.success-heading', 'Deposit successful');
  usePageTitle(heading, site.name);
  const { deposit } = data;
  const pathTo = usePathTo(site);
  // A checkout deposit goes back to checkout (or on to its receipt); a plain top-up to where it started.
  const continueTo = deposit.checkoutId
    ? pathTo('receipt', { checkoutID: deposit.checkoutId })
    : deposit.purchaseType === 'checkout'
      ? pathTo('cart-buy')
      : (readDepositReturnTo() ?? pathTo('my-account'));
  return (
    <div className="account-funds">
      <PageHeading>{heading}</PageHeading>
      {deposit.purchaseMessage ? <Alert tone="info">{deposit.purchaseMessage}</Alert> : null}
      <dl className="account-funds-summary">
        <dt>{i18n.t('account.deposit.amount-deposited', 'Amount deposited')}</dt>
        <dd className="account-funds__amount">{i18n.money(data.deposit.amount.amount)}</dd>
        {data.customer ? (
          <>
            <dt>{i18n.t('account.deposit.new-balance', 'New balance')}</dt>
            <dd>{formatAmount(data.customer.balance, i18n.locale)}</dd>
          </>
        ) : null}
      </dl>
      {continueTo ? (
        <p>
          <ShellLink to={continueTo} navigate={navigate} className={buttonClassName('primary')}>
            {deposit.checkoutId ? i18n.t('account.deposit.view-receipt', 'View your receipt') : deposit.purchaseType === 'checkout' ? i18n.t('account.deposit.back-to-checkout', 'Back to checkout') : i18n.t('account.deposit.continue', 'Continue')}
          </ShellLink>
        </p>
      ) : null}
    </div>
  );
}

function DepositFailure({ deposit, i18n, navigate, site }: Texts & Pick<RemoteProps, 'navigate'> & { deposit: Deposit }) {
  const heading = i18n.t('account.deposit.failure-heading', "Your deposit didn't go through");
  usePageTitle(heading, site.name);
  const pathTo = usePathTo(site);
  const checkoutPath = deposit.purchaseType === 'checkout' ? pathTo('cart-buy') : null;
  const tryAgainPath = pathTo('my-account-deposit');
  return (
    <div className="account-funds">
      <PageHeading>{heading}</PageHeading>
      <Alert tone="error">{depositFailureMessage(deposit.message)}</Alert>
      {deposit.purchaseType !== 'checkout' && tryAgainPath ? (
        <p>
          <Link to={tryAgainPath} className={buttonClassName('primary')}>
            {i18n.t('account.deposit.try-again', 'Try again')}
          </Link>
        </p>
      ) : checkoutPath ? (
        <p>
          <ShellLink to={checkoutPath} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('account.deposit.back-to-checkout', 'Back to checkout')}
          </ShellLink>
        </p>
      ) : null}
    </div>
  );
}

function DepositPending({ outcome, i18n, site }: Texts & { outcome: ReturnType<typeof useDepositOutcome> }) {
  const heading = i18n.t('account.deposit.details-heading', 'Your deposit');
  usePageTitle(heading, site.name);
  return (
    <div className="account-funds">
      <PageHeading>{heading}</PageHeading>
      {outcome.status === 'loading' ? (
        <p role="status" className="account-funds__loading">
          {i18n.t('account.deposit.details-loading', 'Loading your deposit')}
        </p>
      ) : null}
      {outcome.status === 'error' ? <LoadError title={i18n.t('account.deposit.details-error', "We couldn't load your deposit")} error={outcome.error} i18n={i18n} onRetry={outcome.retry} /> : null}
      {outcome.status === 'success' ? (
        <Alert
          tone="info"
          actions={
            <Button variant="secondary" onClick={outcome.retry}>
              {i18n.t('account.deposit.check-again', 'Check again')}
            </Button>
          }
        >
          {i18n.t('account.deposit.pending', "Your deposit is still being processed. We'll update your balance when it's done.")}
        </Alert>
      ) : null}
    </div>
  );
}
