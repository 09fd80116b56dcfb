import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../../lib/shell-context';
import { postMigrate } from '../api/migration-api';
import { dismissedUntil, storeDismissal } from '../model/dismissal';
import { migrateAndPoll } from '../model/migrate-and-poll';
import { canDismiss, initialMigrationState, kindOf, migrationReducer, shouldOpenMigrationModal } from '../model/migration-machine';

const storage = () => window.localStorage;

/** Runs the migration modal for the signed-in customer: opens it by the spec's rule, migrates, polls, closes. */
export function useMigrationModal(context: ShellContext, now: () => number = Date.now) {
  const session = useStore(context.session);
  const [state, dispatch] = useReducer(migrationReducer, initialMigrationState);
  const customerId = session.isAuthenticated ? session.customerId : null;
  const migrationStatus = session.customer?.migrationStatus;
  const capabilityOn = context.site.capabilities.includes('customer-migration');
  // The customer the running migration is for: a sign-out or another customer's sign-in stops its polls.
  const runningFor = useRef<string | null>(null);

  useEffect(() => {
    if (!customerId) {
      runningFor.current = null;
      if (state.view !== 'closed') dispatch({ type: 'closed' });
      return;
    }
    const open = shouldOpenMigrationModal({ signedIn: true, capabilityOn, migrationStatus, dismissedUntil: dismissedUntil(storage(), customerId), now: now(), isOpen: state.view !== 'closed' });
    const kind = kindOf(migrationStatus);
    if (open && kind) dispatch({ type: 'opened', kind });
  }, [customerId, capabilityOn, migrationStatus, state.view, now]);

  const run = useCallback(async () => {
    if (!customerId) return;
    runningFor.current = customerId;
    const outcome = await migrateAndPoll({
      migrate: () => postMigrate(context.api),
      onPoll: () => dispatch({ type: 'polled' }),
      cancelled: () => runningFor.current !== customerId || context.session.get().customerId !== customerId,
    });
    if (outcome === 'cancelled') return;
    if (outcome === 'failure') {
      dispatch({ type: 'failed' });
      return;
    }
    // "A 200 reply means success, which refreshes product offers and customer data."
    context.queries?.invalidate(['product-offers']);
    await context.sessionService.reloadCustomer();
    dispatch({ type: 'succeeded' });
  }, [context, customerId]);

  const migrate = useCallback(() => {
    if (state.view !== 'prompt' || !state.termsAccepted) return;
    dispatch({ type: 'submitted' });
    void run();
  }, [run, state.view, state.termsAccepted]);

  const retry = useCallback(() => {
    if (state.view !== 'failure') return;
    dispatch({ type: 'retried' });
    void run();
  }, [run, state.view]);

  const close = useCallback(() => {
    if (!canDismiss(state)) return;
    // "Closing the modal stores a dismissal lasting 7 days" (a success leaves nothing to put off).
    if (customerId && state.view !== 'success') storeDismissal(storage(), customerId, now());
    dispatch({ type: 'closed' });
  }, [customerId, state, now]);

  const setTermsAccepted = useCallback((accepted: boolean) => dispatch({ type: 'terms-changed', accepted }), []);

  return { state, migrate, retry, close, setTermsAccepted };
}
