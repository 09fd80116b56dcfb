import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button, buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { blockedReasonAction } from '../../../lib/blocked-reason-action';
import type { PurchaseFailure } from '../model/purchase-failure';
import { InsufficientFunds } from './insufficient-funds';
import '../../../components/cart-checkout.css';

export interface PurchaseFailureMessageProps extends Pick<RemoteProps, 'i18n' | 'navigate'> {
  failure: PurchaseFailure;
  /** The balance the page knows, when the API's refusal does not carry one. */
  knownBalance: number;
  onRefreshCart: () => void;
  onRetry: () => void;
  pathTo: PathTo;
}

/** What went wrong with a purchase and the way on from there. */
export function PurchaseFailureMessage({ failure, knownBalance, onRefreshCart, onRetry, i18n, navigate, pathTo }: PurchaseFailureMessageProps) {
  const notCharged = i18n.t('checkout.failed.not-charged', 'You have not been charged.');
  switch (failure.kind) {
    case 'insufficient_funds':
      return <InsufficientFunds balance={failure.balance ?? knownBalance} shortfall={failure.shortfall} refused i18n={i18n} navigate={navigate} pathTo={pathTo} />;
    case 'limit': {
      const action = blockedReasonAction(failure.reason, i18n, pathTo);
      return (
        <Alert
          tone="error"
          title={i18n.t('checkout.failed.limit', 'Over your limit')}
          actions={
            action ? (
              <ShellLink to={action.to} navigate={navigate} className={buttonClassName('secondary')}>
                {action.label}
              </ShellLink>
            ) : undefined
          }
        >
          <p className="cart-alert-text">{failure.message}</p>
          <p className="cart-alert-text">{notCharged}</p>
        </Alert>
      );
    }
    case 'draw_closed':
      return (
        <Alert
          tone="error"
          title={i18n.t('checkout.failed.draw-closed', 'A draw in your cart has closed')}
          actions={<Button onClick={onRefreshCart}>{i18n.t('checkout.failed.refresh', 'Refresh my cart')}</Button>}
        >
          <p className="cart-alert-text">{failure.message}</p>
          <p className="cart-alert-text">{notCharged}</p>
        </Alert>
      );
    case 'other':
      return (
        <Alert
          tone="error"
          title={i18n.t('checkout.failed.title', 'Your payment did not go through')}
          actions={<Button onClick={onRetry}>{i18n.t('checkout.failed.retry', 'Try again')}</Button>}
        >
          <p className="cart-alert-text">{failure.message}</p>
          {failure.outcomeUnknown ? (
            <p className="cart-alert-text">{i18n.t('checkout.failed.unknown', 'If it did go through, trying again will not charge you twice.')}</p>
          ) : null}
        </Alert>
      );
  }
}
