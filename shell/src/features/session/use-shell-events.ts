import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';
import type { ShellContext } from '../../lib/shell-context';

/**
 * The shell's answers to bus events that only the page owner can act on: navigation requests,
 * login-required redirects, a remote's sign-in result and logout (both handed to the session service).
 */
export function useShellEvents(context: ShellContext): void {
  const navigate = useNavigate();
  useEffect(() => {
    const { bus, sessionService, pathTo } = context;
    const subscriptions = [
      bus.on('navigation/request').subscribe((event) => navigate(event.to, { replace: event.replace ?? false })),
      bus.on('auth/login-required').subscribe((event) => {
        const to = pathTo('login', {}, { returnTo: safeReturnPath(event.returnTo) ?? pathTo('home') ?? undefined });
        if (to) navigate(to);
      }),
      bus.on('session/login-succeeded').subscribe((event) => {
        void sessionService.completeLogin(event.result, event.returnTo);
      }),
      bus.on('session/logout-requested').subscribe((event) => {
        sessionService.logout(event.reason, { redirectTo: event.redirectTo });
      }),
      // A remote changed the customer's record (a break taken): the header and every remote read it from the session.
      bus.on('customer/changed').subscribe(() => {
        void sessionService.reloadCustomer();
      }),
      // A purchase or deposit in a remote changes the balance the header shows.
      bus.on('wallet/changed').subscribe((event) => {
        context.session.update((state) => (state.customer ? { ...state, customer: { ...state.customer, balance: event.balance } } : state));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [context, navigate]);
}
