import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { useQueryClient } from '@drawfront/shared/data/data-context';
import { useResource } from '@drawfront/shared/data/use-resource';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { depositFailureMessage } from '@drawfront/shared/rules/deposit-failure';
import { Alert } from '@drawfront/shared/ui/alert';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { LoadError } from '@drawfront/shared/ui/load-error';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { fetchDepositOutcome } from '../api/fetch-deposit';
import { formatAmount } from '@drawfront/shared/format/money';

export type DepositReturnPageProps = Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'>;

/**
 * /checkout/deposit/{depositId}/success and /cancel (storefront §2, checkout layout): where a PayPal deposit
 * started from checkout comes back to. The API has already settled it from the gateway's record; the
 * deposit's own status, not the path, decides what is shown.
 */
export function DepositReturnPage({ api, i18n, navigate, site }: DepositReturnPageProps) {
  const { depositId = '' } = useParams();
  const queries = useQueryClient();
  const load = useCallback((signal: AbortSignal) => fetchDepositOutcome(api, queries, depositId, signal), [api, queries, depositId]);
  const outcome = useResource(load);
  const pathTo = usePathTo(site);
  const data = outcome.status === 'success' ? outcome.data : null;
  const succeeded = data?.deposit.status === 'succeeded';
  const failed = data?.deposit.status === 'failed';
  const heading = succeeded
    ? i18n.t('checkout.deposit.success-heading', 'Deposit successful')
    : failed
      ? i18n.t('checkout.deposit.cancel-heading', "Your deposit didn't go through")
      : i18n.t('checkout.deposit.heading', 'Your deposit');
  usePageTitle(heading, site.name);

  const checkout = pathTo('cart-buy');
  const cart = pathTo('cart');
  const onward = checkout ?? cart;
  return (
    <div className="checkout-deposit-return">
      <PageHeading>{heading}</PageHeading>
      {outcome.status === 'loading' ? <p role="status">{i18n.t('checkout.deposit.loading', 'Loading your deposit')}</p> : null}
      {outcome.status === 'error' ? <LoadError title={i18n.t('checkout.deposit.load-error', "We couldn't load your deposit")} error={outcome.error} i18n={i18n} onRetry={outcome.retry} /> : null}
      {data && succeeded ? (
        <dl>
          <dt>{i18n.t('checkout.deposit.amount', 'Amount deposited')}</dt>
          <dd>{i18n.money(data.deposit.amount.amount)}</dd>
          {data.customer ? (
            <>
              <dt>{i18n.t('checkout.deposit.balance', 'New balance')}</dt>
              <dd>{formatAmount(data.customer.balance, i18n.locale)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {data && failed ? <Alert tone="error">{depositFailureMessage(data.deposit.message)}</Alert> : null}
      {data && !succeeded && !failed ? <Alert tone="info">{i18n.t('checkout.deposit.open', "This deposit hasn't been approved yet. Nothing has been taken.")}</Alert> : null}
      {data && onward ? (
        <p>
          <ShellLink to={onward} navigate={navigate} className={buttonClassName('primary')}>
            {checkout ? i18n.t('checkout.deposit.back-to-checkout', 'Back to checkout') : i18n.t('checkout.deposit.back-to-cart', 'Back to your cart')}
          </ShellLink>
        </p>
      ) : null}
    </div>
  );
}
