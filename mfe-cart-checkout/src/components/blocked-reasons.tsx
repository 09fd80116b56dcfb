import type { Cart } from '@drawfront/shared/contract/cart';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import { Alert } from '@drawfront/shared/ui/alert';
import { buttonClassName } from '@drawfront/shared/ui/button';
import { ShellLink } from '@drawfront/shared/ui/shell-link';
import { blockedReasonAction, blockedReasonEntries } from '../lib/blocked-reason-action';
import './cart-checkout.css';

export interface BlockedReasonsProps extends Pick<RemoteProps, 'i18n' | 'navigate'> {
  reasons: Cart['blockedReasons'];
  pathTo: PathTo;
}

/** Why the cart cannot be bought now, each as an alert with the action that sorts it out (when the site has its page). */
export function BlockedReasons({ reasons, i18n, navigate, pathTo }: BlockedReasonsProps) {
  const entries = blockedReasonEntries(reasons);
  if (entries.length === 0) return null;
  return (
    <div className="cart-blocked">
      {entries.map(([reason, message]) => {
        const action = blockedReasonAction(reason, i18n, pathTo);
        return (
          <Alert
            key={reason}
            tone="error"
            actions={
              action ? (
                <ShellLink to={action.to} navigate={navigate} className={buttonClassName('secondary')}>
                  {action.label}
                </ShellLink>
              ) : undefined
            }
          >
            {message}
          </Alert>
        );
      })}
    </div>
  );
}
