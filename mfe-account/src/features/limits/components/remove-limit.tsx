import { useEffect, useId, useRef, useState } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import { Button } from '@drawfront/shared/ui/button';

export interface RemoveLimitProps {
  /** The button's text, naming the limit: "Remove daily limit". */
  label: string;
  /** What removing does and when, shown in the confirm step. */
  warning: string;
  /** The removal is on its way (the page's submit-once state). */
  removing: boolean;
  /** Another action on the same limit is in flight. */
  blocked?: boolean;
  i18n: I18n;
  /** Removes the limit; may move focus itself (e.g. when the limit is gone). */
  onConfirm: () => Promise<void>;
}

/**
 * "Remove …" opens a confirm step that says when the removal applies; focus goes to the confirm
 * button (described by the warning) and back to "Remove …" on cancel or when the removal fails.
 */
export function RemoveLimit({ label, warning, removing, blocked = false, i18n, onConfirm }: RemoveLimitProps) {
  const [step, setStep] = useState<'closed' | 'confirming'>('closed');
  const [focusTarget, setFocusTarget] = useState<'remove' | 'confirm' | null>(null);
  const warningId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTarget === 'remove') removeRef.current?.focus();
    if (focusTarget === 'confirm') confirmRef.current?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  const confirm = async () => {
    if (removing) return;
    await onConfirm();
    // Only take focus back if it is still on this control: the page may have moved it on purpose.
    const kept = wrapperRef.current?.contains(document.activeElement) ?? false;
    setStep('closed');
    if (kept) setFocusTarget('remove');
  };

  return (
    <div ref={wrapperRef} className="account-limits-remove">
      {step === 'closed' ? (
        <Button
          ref={removeRef}
          variant="secondary"
          busy={blocked}
          onClick={() => {
            setStep('confirming');
            setFocusTarget('confirm');
          }}
        >
          {label}
        </Button>
      ) : (
        <div className="account-limits-remove__confirm" role="group" aria-label={label}>
          <p id={warningId} className="account-limits-remove__warning">
            {warning}
          </p>
          <div className="account-limits-remove__actions">
            <Button ref={confirmRef} variant="primary" busy={removing} aria-describedby={warningId} onClick={() => void confirm()}>
              {removing ? i18n.t('account.limits.removing', 'Removing…') : i18n.t('account.limits.confirm-remove', 'Yes, remove it')}
            </Button>
            <Button
              variant="text"
              busy={removing}
              onClick={() => {
                setStep('closed');
                setFocusTarget('remove');
              }}
            >
              {i18n.t('account.limits.keep', 'Keep my limit')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
