import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import type { DepositPurchaseForm } from '../hooks/use-deposit-purchase';
import { PurchaseFailureMessage } from './purchase-failure-message';
import '../../../components/cart-checkout.css';

export interface TopUpAndPayOutcomeProps extends Pick<RemoteProps, 'i18n' | 'navigate'> {
  state: DepositPurchaseForm['state'];
  /** The wallet balance the page knows, minor units. */
  balance: number;
  onRefreshCart: () => void;
  pathTo: PathTo;
}

/** What became of the last press: a declined card, a refused order, or an unknown outcome (safe to try again). */
export function TopUpAndPayOutcome({ state, balance, i18n, navigate, onRefreshCart, pathTo }: TopUpAndPayOutcomeProps) {
  if (state.status === 'error' && state.failure.kind === 'declined') {
    return (
      <Alert tone="error" title={i18n.t('checkout.card.declined', 'Your card was declined')}>
        <p className="cart-alert-text">{state.failure.message}</p>
        <p className="cart-alert-text">{i18n.t('checkout.failed.not-charged', 'You have not been charged.')}</p>
      </Alert>
    );
  }
  if (state.status === 'error' && state.failure.kind === 'order') {
    return <PurchaseFailureMessage failure={state.failure.failure} knownBalance={balance} onRefreshCart={onRefreshCart} onRetry={onRefreshCart} i18n={i18n} navigate={navigate} pathTo={pathTo} />;
  }
  if (state.status === 'error' && state.failure.kind === 'unknown') {
    return (
      <Alert tone="error" title={i18n.t('checkout.failed.title', 'Your payment did not go through')}>
        <p className="cart-alert-text">{state.failure.message}</p>
        <p className="cart-alert-text">{i18n.t('checkout.failed.unknown', 'If it did go through, trying again will not charge you twice.')}</p>
      </Alert>
    );
  }
  return null;
}
