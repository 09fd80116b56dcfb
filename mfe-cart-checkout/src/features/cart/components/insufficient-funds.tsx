import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { Alert } from '@drawfront/shared/ui/alert';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { depositLink } from '../model/deposit-link';
import './cart.css';

export interface InsufficientFundsProps extends Pick<RemoteProps, 'i18n' | 'navigate'> {
  balance: number;
  shortfall: number;
  /** The server refused the purchase (an error), rather than the page seeing it coming (a notice). */
  refused: boolean;
}

/** "Your balance is {balance}; you need {shortfall} more." with a link to deposit exactly that and come back. */
export function InsufficientFunds({ balance, shortfall, refused, i18n, navigate }: InsufficientFundsProps) {
  return (
    <Alert
      tone={refused ? 'error' : 'info'}
      title={i18n.t('checkout.funds.title', 'Not enough in your wallet')}
      actions={
        <ShellLink to={depositLink(shortfall)} navigate={navigate} className={buttonClassName('primary')}>
          {i18n.t('checkout.funds.add', 'Add funds')}
        </ShellLink>
      }
    >
      {i18n.t('checkout.funds.message', 'Your balance is {balance}; you need {shortfall} more.', {
        balance: i18n.money(balance),
        shortfall: i18n.money(shortfall),
      })}
    </Alert>
  );
}
