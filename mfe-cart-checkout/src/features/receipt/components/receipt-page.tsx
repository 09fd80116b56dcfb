import { LoadError } from '@drawfront/shared/ui/load-error';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { usePathTo } from '@drawfront/shared/routes/use-path-to';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { LoadingRegion } from '@drawfront/shared/ui/loading-region';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { Skeleton } from '@drawfront/shared/ui/skeleton';
import { usePageTitle } from '@drawfront/shared/ui/use-page-title';
import { isReceiptNotFound, useReceipt } from '../hooks/use-receipt';
import { useTrackPurchase } from '../hooks/use-track-purchase';
import { ReceiptDetails } from './receipt-details';
import './receipt.css';

export interface ReceiptPageProps extends Pick<RemoteProps, 'api' | 'bus' | 'i18n' | 'navigate' | 'site'> {
  checkoutId: string;
}

/** /receipt/:checkoutID: what was bought, the total and the new wallet balance; tracks the purchase once. */
export function ReceiptPage({ api, bus, i18n, navigate, site, checkoutId }: ReceiptPageProps) {
  const pathTo = usePathTo(site);
  const receipt = useReceipt(api, checkoutId);
  useTrackPurchase(bus, receipt.status === 'success' ? receipt.data : null);
  const notFound = receipt.status === 'error' && isReceiptNotFound(receipt.error);
  const tickets = pathTo('upcoming-tickets');
  const heading = notFound ? i18n.t('receipt.not-found.heading', 'Receipt not found') : i18n.t('receipt.heading', 'Thank you for your purchase');
  usePageTitle(notFound ? heading : i18n.t('receipt.title', 'Receipt'), site.name);

  const body = () => {
    switch (receipt.status) {
      case 'loading':
        return (
          <LoadingRegion label={i18n.t('receipt.loading', 'Loading your receipt')} className="cart-receipt-loading">
            <Skeleton height="12rem" />
          </LoadingRegion>
        );
      case 'error':
        if (notFound) {
          return (
            <div className="cart-receipt-panel">
              <p className="cart-receipt-text">{i18n.t('receipt.not-found.message', 'We could not find a purchase with the reference {reference}.', { reference: checkoutId })}</p>
              {tickets ? (
                <ShellLink to={tickets} navigate={navigate} className={buttonClassName('secondary')}>
                  {i18n.t('receipt.tickets', 'View my tickets')}
                </ShellLink>
              ) : null}
            </div>
          );
        }
        return (
          <LoadError title={i18n.t('receipt.load-failed', 'We could not load your receipt')} error={receipt.error} i18n={i18n} onRetry={receipt.retry} />
        );
      case 'success':
        return <ReceiptDetails receipt={receipt.data} i18n={i18n} navigate={navigate} pathTo={pathTo} />;
    }
  };

  return (
    <div className="cart-receipt-page">
      <PageHeading>{heading}</PageHeading>
      {body()}
    </div>
  );
}
