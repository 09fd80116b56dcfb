import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { codeOf, emptyCells, resendWaitSeconds, validateCode } from '@drawfront/shared/rules/digit-code';
import { Button } from '@drawfront/shared/ui/button';
import { DigitCodeInput } from '@drawfront/shared/ui/digit-code-input';
import { useStore } from '@drawfront/shared/ui/use-store';
import { ELEVATION_TITLE } from './step-up-controller';
import type { StepUpController } from './step-up-controller';
import './step-up-modal.css';

/**
 * The elevation modal (groups spec §2, §4): a native modal dialog (focus kept inside, Escape closes)
 * titled with the spec's text, the 6-digit code, Verify and Cancel. Shown while the controller is
 * requesting_otp or replaying; closing it abandons the blocked call.
 */
export function StepUpModal({ controller }: { controller: StepUpController }) {
  const state = useStore(controller.state);
  const open = state.status === 'requesting_otp' || state.status === 'replaying';
  const dialog = useRef<HTMLDialogElement>(null);
  const [cells, setCells] = useState(emptyCells());
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const wait = open ? resendWaitSeconds(state.sentAt, now) : 0;
  useEffect(() => {
    if (wait === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  // A new code restarts the wait from its own time.
  useEffect(() => setNow(Date.now()), [state.sentAt]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setCells(emptyCells());
      setError(null);
      element.showModal?.();
    }
    if (!open && element.open) element.close();
  }, [open]);
  // A refused code comes back to requesting_otp: clear the cells for the next one.
  useEffect(() => {
    if (state.status === 'requesting_otp') setCells(emptyCells());
  }, [state.status]);

  const send = (code: string) => void controller.submit(code);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCode(cells);
    setError(problem);
    if (!problem) send(codeOf(cells));
  };
  const intro = state.method === 'email' ? `We have emailed a 6 digit code to ${state.identifier}.` : 'Enter the 6 digit code from your authenticator app.';

  return (
    <dialog ref={dialog} className="df-step-up" aria-labelledby="df-step-up-title" onCancel={() => controller.abandon()}>
      {open ? (
        <form noValidate onSubmit={submit} aria-busy={state.status === 'replaying' || undefined}>
          <h2 id="df-step-up-title" className="df-step-up__title">
            {ELEVATION_TITLE}
          </h2>
          <p>{intro}</p>
          <DigitCodeInput label="Verification code" cells={cells} onChange={setCells} onComplete={send} error={error} disabled={state.status === 'replaying'} autoFocus />
          <div className="df-step-up__actions">
            <Button type="submit" busy={state.status === 'replaying'}>
              Verify
            </Button>
            <Button variant="secondary" onClick={() => controller.abandon()}>
              Cancel
            </Button>
          </div>
          {state.method === 'email' ? (
            <p className="df-step-up__resend">
              <Button variant="secondary" disabled={wait > 0 || state.status === 'replaying'} onClick={() => void controller.resend()}>
                {wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
              </Button>
            </p>
          ) : null}
        </form>
      ) : null}
    </dialog>
  );
}
