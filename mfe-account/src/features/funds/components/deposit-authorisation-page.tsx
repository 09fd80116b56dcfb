import { Navigate, useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { isSafeRedirectUrl } from '@drawfront/shared/rules/redirect-url';
import { Button } from '@drawfront/shared/ui/button';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { useDepositResource } from '../hooks/use-deposit-resource';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { depositDetailsPath } from '../model/funds-paths';
import { isNotFound } from '../../../lib/is-not-found';
import './funds.css';

export type DepositAuthorisationPageProps = Pick<RemoteProps, 'api' | 'i18n' | 'navigate' | 'site'> & {
  /** Leaves the site for the bank's check; injectable for tests. */
  assignLocation?: (url: string) => void;
};

const browserAssign = (url: string) => window.location.assign(url);

/** /my-account/deposit/authorisation/{id}: resumes a 3-D Secure check; any settled deposit goes to its details. */
export function DepositAuthorisationPage({ api, i18n, navigate, site, assignLocation = browserAssign }: DepositAuthorisationPageProps) {
  const { depositID = '' } = useParams();
  const heading = i18n.t('account.deposit.authorisation-heading', 'Confirm your deposit with your bank');
  usePageTitle(heading, site.name);
  const deposit = useDepositResource(api, depositID);
  const pathTo = usePathTo(site);

  if (deposit.status === 'error' && isNotFound(deposit.error)) return <NotFound i18n={i18n} navigate={navigate} />;
  if (deposit.status === 'success') {
    const { status, redirectUrl } = deposit.data;
    if (status !== 'requires_action' || !isSafeRedirectUrl(redirectUrl)) {
      const outcome = status === 'succeeded' ? 'success' : status === 'failed' ? 'failure' : undefined;
      const details = depositDetailsPath(pathTo, depositID, outcome);
      if (details) return <Navigate to={details} replace />;
    }
  }

  return (
    <div className="account-funds">
      <PageHeading>{heading}</PageHeading>
      {deposit.status === 'loading' ? (
        <p role="status" className="account-funds__loading">
          {i18n.t('account.deposit.details-loading', 'Loading your deposit')}
        </p>
      ) : null}
      {deposit.status === 'error' ? <LoadError title={i18n.t('account.deposit.details-error', "We couldn't load your deposit")} error={deposit.error} i18n={i18n} onRetry={deposit.retry} /> : null}
      {deposit.status === 'success' ? (
        <>
          <p>
            {i18n.t(
              'account.deposit.authorisation-intro',
              'Your bank needs to check that this {amount} deposit is really you. You will leave this site for a moment and come back here when it is done.',
              { amount: i18n.money(deposit.data.amount.amount) },
            )}
          </p>
          <p>
            <Button onClick={() => assignLocation(deposit.data.redirectUrl as string)}>{i18n.t('account.deposit.authorisation-continue', "Continue to your bank's check")}</Button>
          </p>
        </>
      ) : null}
    </div>
  );
}
