import { useEffect } from 'react';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../../lib/shell-context';
import { fetchLocation } from '../api/locate-api';

// The customer each page's shell last located: layouts remount per route, the location is asked once per sign-in.
const located = new WeakMap<ShellContext, string>();

/**
 * Locates each sign-in once (the API keeps where the customer is); when the answer differs from what the customer
 * record said, the record is read again so the banned-country confirmation shows or goes.
 */
export function useLocateOnSignIn(context: ShellContext): void {
  const session = useStore(context.session);
  const customerId = session.isAuthenticated ? session.customerId : null;
  useEffect(() => {
    if (!customerId || located.get(context) === customerId) return;
    located.set(context, customerId);
    let live = true;
    fetchLocation(context.api)
      .then((location) => {
        const known = context.session.get().customer?.countryBannedConfirmationRequired;
        if (live && (location.countryBanned || known) && context.session.get().customerId === customerId) void context.sessionService.reloadCustomer();
      })
      // Location is a courtesy: a failure leaves the record as it was.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [context, customerId]);
}
