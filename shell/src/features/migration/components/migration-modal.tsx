import { useEffect, useId, useRef } from 'react';
import type { FormEvent, SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@drawfront/shared/ui/button';
import { Spinner } from '@drawfront/shared/ui/spinner';
import type { ShellContext } from '../../../lib/shell-context';
import { useMigrationModal } from '../hooks/use-migration-modal';
import { canDismiss } from '../model/migration-machine';
import { MIGRATION_TEXTS as T } from '../model/migration-texts';
import './migration-modal.css';

/**
 * The account migration modal (groups spec §2, §4): a native modal dialog (focus kept inside, the page behind
 * inert), labelled by its heading. Escape and "Not now" close a soft prompt (kept 7 days); a hard one stays.
 */
export function MigrationModal({ context }: { context: ShellContext }) {
  const { state, migrate, retry, close, setTermsAccepted } = useMigrationModal(context);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const termsId = useId();
  const open = state.view !== 'closed';
  const dismissible = canDismiss(state);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  // Each view's heading takes focus, so a screen reader announces where the migration is.
  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [open, state.view]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the dialog stays unless this view may be closed (then close() decides and stores the dismissal).
    event.preventDefault();
    if (dismissible) close();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    migrate();
  };
  const termsPath = context.pathTo('about-terms-and-conditions');
  const supportPath = context.pathTo('about-contact-us');

  return (
    <dialog ref={dialog} className="df-migration" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={onCancel} data-view={state.view}>
      {state.view === 'prompt' && (
        <form noValidate onSubmit={submit}>
          <h2 id={titleId} tabIndex={-1} className="df-migration__title">
            {T.promptTitle}
          </h2>
          <p id={bodyId}>{state.kind === 'hard' ? T.promptHard : T.promptSoft}</p>
          {termsPath && (
            <p>
              <Link to={termsPath} target="_blank" rel="noopener">
                {T.termsLink}
              </Link>
            </p>
          )}
          <div className="df-migration__terms">
            <input id={termsId} type="checkbox" checked={state.termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} />
            <label htmlFor={termsId}>{T.terms}</label>
          </div>
          <div className="df-migration__actions">
            <Button type="submit" disabled={!state.termsAccepted}>
              {T.migrate}
            </Button>
            {dismissible && (
              <Button variant="secondary" onClick={close}>
                {T.later}
              </Button>
            )}
          </div>
        </form>
      )}
      {state.view === 'in_progress' && (
        <div>
          <h2 id={titleId} tabIndex={-1} className="df-migration__title">
            {T.progressTitle}
          </h2>
          <Spinner label={T.progressTitle} labelHidden />
          <p id={bodyId}>{T.progress}</p>
        </div>
      )}
      {state.view === 'failure' && (
        <div role="alert">
          <h2 id={titleId} tabIndex={-1} className="df-migration__title">
            {T.failureTitle}
          </h2>
          <p id={bodyId}>{T.failure}</p>
          <div className="df-migration__actions">
            <Button onClick={retry}>{T.retry}</Button>
            {supportPath && (
              <Link className="df-ui-button df-ui-button--secondary" to={supportPath} onClick={() => (dismissible ? close() : undefined)}>
                {T.support}
              </Link>
            )}
            {dismissible && (
              <Button variant="text" onClick={close}>
                {T.close}
              </Button>
            )}
          </div>
        </div>
      )}
      {state.view === 'success' && (
        <div>
          <h2 id={titleId} tabIndex={-1} className="df-migration__title">
            {T.successTitle}
          </h2>
          <p id={bodyId}>{T.success}</p>
          <div className="df-migration__actions">
            <Button onClick={close}>{T.done}</Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
