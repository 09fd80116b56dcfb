import type { Cart } from '@drawfront/shared/contract/cart';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { Alert } from '@drawfront/shared/ui/alert';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { blockedReasonAction, blockedReasonEntries } from '../model/blocked-reason-action';
import './cart.css';

export interface BlockedReasonsProps extends Pick<RemoteProps, 'i18n' | 'navigate'> {
  reasons: Cart['blockedReasons'];
}

/** Why the cart cannot be bought now, each as an alert with the action that sorts it out. */
export function BlockedReasons({ reasons, i18n, navigate }: BlockedReasonsProps) {
  const entries = blockedReasonEntries(reasons);
  if (entries.length === 0) return null;
  return (
    <div className="cart-blocked">
      {entries.map(([reason, message]) => {
        const action = blockedReasonAction(reason, i18n);
        return (
          <Alert
            key={reason}
            tone="error"
            actions={
              <ShellLink to={action.to} navigate={navigate} className={buttonClassName('secondary')}>
                {action.label}
              </ShellLink>
            }
          >
            {message}
          </Alert>
        );
      })}
    </div>
  );
}
