import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import type { ShellContext } from '../../app/shell-context';

/** /logout: asks the session owner to sign out, then goes home. */
export function LogoutPage({ context }: { context: ShellContext }) {
  useEffect(() => {
    context.bus.emit({ type: 'session/logout-requested', reason: 'user', redirectTo: '/' });
  }, [context]);
  return <Navigate to="/" replace />;
}
