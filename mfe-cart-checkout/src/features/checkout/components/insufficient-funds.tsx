import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { depositLink } from '../model/top-up-links';
import '../../../components/cart-checkout.css';

export interface InsufficientFundsProps extends Pick<RemoteProps, 'i18n' | 'navigate'> {
  balance: number;
  shortfall: number;
  /** The server refused the purchase (an error), rather than the page seeing it coming (a notice). */
  refused: boolean;
  pathTo: PathTo;
}

/** "Your balance is {balance}; you need {shortfall} more." with a link to deposit exactly that and come back (on sites that take deposits). */
export function InsufficientFunds({ balance, shortfall, refused, i18n, navigate, pathTo }: InsufficientFundsProps) {
  const deposit = depositLink(pathTo, shortfall);
  return (
    <Alert
      tone={refused ? 'error' : 'info'}
      title={i18n.t('checkout.funds.title', 'Not enough in your wallet')}
      actions={
        deposit ? (
          <ShellLink to={deposit} navigate={navigate} className={buttonClassName('primary')}>
            {i18n.t('checkout.funds.add', 'Add funds')}
          </ShellLink>
        ) : undefined
      }
    >
      {i18n.t('checkout.funds.message', 'Your balance is {balance}; you need {shortfall} more.', {
        balance: i18n.money(balance),
        shortfall: i18n.money(shortfall),
      })}
    </Alert>
  );
}
