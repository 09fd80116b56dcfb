import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import { emptyCart } from '@drawfront/shared/stores/cart-store';
import { signedOut } from '@drawfront/shared/stores/session-store';
import type { ShellContext } from '../../app/shell-context';

/**
 * The shell's answers to bus events that only the page owner can act on: navigation requests,
 * login-required redirects and logout (which clears the session and cart, then goes home).
 */
export function useShellEvents(context: ShellContext): void {
  const navigate = useNavigate();
  useEffect(() => {
    const subscriptions = [
      context.bus.on('navigation/request').subscribe((event) => navigate(event.to, { replace: event.replace ?? false })),
      context.bus.on('auth/login-required').subscribe((event) => {
        navigate(`/login?returnTo=${encodeURIComponent(safeReturnPath(event.returnTo) ?? '/')}`);
      }),
      context.bus.on('session/logout-requested').subscribe((event) => {
        context.session.set(signedOut);
        context.cart.set(emptyCart(context.site.currency));
        context.api.clearCache();
        context.bus.emit({ type: 'session/changed', isAuthenticated: false, customerId: null });
        if (event.reason === 'unauthorised') {
          context.notifications.show({ title: 'Signed out', message: 'Please sign in again to continue.', level: 'info' });
        }
        navigate(safeReturnPath(event.redirectTo) ?? '/', { replace: true });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [context, navigate]);
}
