import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { COUNTRY_BANNED_TEXTS as T } from '@drawfront/shared/rules/country-ban';
import { useMutation } from '@drawfront/shared/data/use-mutation';
import { Button } from '@drawfront/shared/ui/button';
import { Alert } from '@drawfront/shared/ui/alert';
import { useStore } from '@drawfront/shared/ui/use-store';
import type { ShellContext } from '../../../lib/shell-context';
import { confirmCountryBannedTerms } from '../api/locate-api';
import { useLocateOnSignIn } from '../hooks/use-locate-on-sign-in';
import './country-ban-modal.css';

/**
 * The banned-country terms confirmation (groups spec §3 `countryBannedConfirmationRequired`, §6 "Country-banned
 * customers must confirm terms"): a modal dialog the customer cannot put off; they confirm, or sign out.
 */
export function CountryBanModal({ context }: { context: ShellContext }) {
  useLocateOnSignIn(context);
  const session = useStore(context.session);
  const required = session.isAuthenticated && session.customer?.countryBannedConfirmationRequired === true;
  const dialog = useRef<HTMLDialogElement>(null);
  const [accepted, setAccepted] = useState(false);
  // One confirmation at a time through the layer; the shell re-reads the customer into the session itself (it is the one place that does).
  const confirmation = useMutation<void, void, string>({
    invalidates: [],
    send: async () => {
      await confirmCountryBannedTerms(context.api);
      await context.sessionService.reloadCustomer();
    },
    toFailure: () => 'We could not save your confirmation. Please try again.',
  });
  const busy = confirmation.state.status === 'submitting';
  const error = confirmation.state.status === 'error' ? confirmation.state.failure : null;
  const titleId = useId();
  const bodyId = useId();
  const checkboxId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (required && !element.open) element.showModal?.();
    if (!required && element.open) element.close();
  }, [required]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accepted) return;
    await confirmation.submit();
  };
  const termsPath = context.pathTo('about-terms-and-conditions');

  return (
    <dialog ref={dialog} className="df-country-ban" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={(event: SyntheticEvent) => event.preventDefault()}>
      {required && (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <h2 id={titleId} className="df-country-ban__title">
            {T.title}
          </h2>
          <p id={bodyId}>{T.message}</p>
          {termsPath && (
            <p>
              <Link to={termsPath} target="_blank" rel="noopener">
                Read the terms and conditions
              </Link>
            </p>
          )}
          <div className="df-country-ban__terms">
            <input id={checkboxId} type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
            <label htmlFor={checkboxId}>{T.checkbox}</label>
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="df-country-ban__actions">
            <Button type="submit" disabled={!accepted} busy={busy}>
              {T.confirm}
            </Button>
            <Button variant="secondary" onClick={() => context.sessionService.logout('user')}>
              Sign out
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
