import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShellContext } from '../../lib/shell-context';

/**
 * /logout: signs the customer out and goes home. It calls the session service and the router itself
 * rather than going through the bus (session/logout-requested, navigation/request): on a direct load
 * this page's effect runs before the shell's (React runs a child's effects first), so those events
 * would reach no listener and the page would say "Signing you out…" for ever. A sign-out during the
 * boot-time restore wins over the restore.
 */
export function LogoutPage({ context }: { context: ShellContext }) {
  const navigate = useNavigate();
  useEffect(() => {
    context.sessionService.logout('user', { navigate: false });
    navigate(context.pathTo('home') ?? '/', { replace: true });
  }, [context, navigate]);
  return (
    <p className="df-remote-loading" role="status">
      Signing you out…
    </p>
  );
}
