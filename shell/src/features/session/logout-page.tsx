import { useEffect } from 'react';
import type { ShellContext } from '../../lib/shell-context';

/** /logout: asks the session owner to sign out; a sign-out by the customer clears the session and goes home. */
export function LogoutPage({ context }: { context: ShellContext }) {
  useEffect(() => {
    context.bus.emit({ type: 'session/logout-requested', reason: 'user' });
  }, [context]);
  return (
    <p className="df-remote-loading" role="status">
      Signing you out…
    </p>
  );
}
