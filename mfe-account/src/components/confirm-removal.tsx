import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@drawfront/shared/ui/button';
import './confirm-removal.css';

export interface ConfirmRemovalProps {
  /** The first button's visible text: "Remove daily limit", or "Remove". */
  label: string;
  /** The first button's name when its text alone does not say what goes ("Remove BSB 062-000 …"); also names the confirm group. */
  name?: string;
  /** The first button's look: a secondary button beside a form, a text button in a list. */
  variant?: 'secondary' | 'text';
  /** What removing does (and when), asked in the confirm step; it describes the confirm button. */
  question: string;
  /** "Yes, remove it". */
  confirmLabel: string;
  /** "Removing…", shown on the confirm button while the removal is on its way. */
  removingLabel: string;
  /** "Keep my limit", "Keep it". */
  keepLabel: string;
  /** The removal is on its way. */
  removing: boolean;
  /** Another action on the same thing is in flight, so "Remove" waits. */
  blocked?: boolean;
  /** Removes; may move focus itself (when the thing is gone, the page says so elsewhere). */
  onConfirm: () => Promise<void>;
}

/**
 * "Remove …" that asks first: the confirm step says what removing does, focus goes to "Yes, remove it"
 * (described by the question) and back to "Remove …" on "Keep …" or when the removal did not happen. One
 * block for everything a customer can remove from their account (limits, saved bank accounts).
 */
export function ConfirmRemoval({ label, name, variant = 'secondary', question, confirmLabel, removingLabel, keepLabel, removing, blocked = false, onConfirm }: ConfirmRemovalProps) {
  const [confirming, setConfirming] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'remove' | 'confirm' | null>(null);
  const questionId = useId();
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
    setConfirming(false);
    if (kept) setFocusTarget('remove');
  };

  return (
    <div ref={wrapperRef} className="account-confirm-removal">
      {confirming ? (
        <div className="account-confirm-removal__step" role="group" aria-label={name ?? label}>
          <p id={questionId} className="account-confirm-removal__question">
            {question}
          </p>
          <div className="account-confirm-removal__actions">
            <Button ref={confirmRef} variant="primary" busy={removing} aria-describedby={questionId} onClick={() => void confirm()}>
              {removing ? removingLabel : confirmLabel}
            </Button>
            <Button
              variant="text"
              busy={removing}
              onClick={() => {
                setConfirming(false);
                setFocusTarget('remove');
              }}
            >
              {keepLabel}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={removeRef}
          variant={variant}
          busy={blocked}
          aria-label={name}
          onClick={() => {
            setConfirming(true);
            setFocusTarget('confirm');
          }}
        >
          {label}
        </Button>
      )}
    </div>
  );
}
