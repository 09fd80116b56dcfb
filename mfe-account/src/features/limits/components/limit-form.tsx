import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { AmountRules } from '@drawfront/shared/rules/amount-validation';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { FocusOnShow } from '../../../components/focus-on-show';
import { toLimitFailure, toLimitText, validateLimit } from '../model/limit-form';

export type LimitFormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface LimitFormProps {
  /** The amount field's label, e.g. "Daily limit". */
  label: string;
  hint?: string;
  initialValue: string;
  rules: AmountRules;
  submitLabel: string;
  submittingLabel: string;
  /** Another action on the same limit is in flight (a removal). */
  blocked?: boolean;
  i18n: I18n;
  /** Sends the amount ("20.00"); resolves when saved, rejects with the API's error. */
  onSubmit: (limit: string) => Promise<void>;
  onStatusChange?: (status: LimitFormStatus) => void;
}

/**
 * One amount field checked with the shared amount rule; the API's 422 `errors.limit` lands under the
 * field and focus goes to it, other failures show above the form.
 */
export function LimitForm({ label, hint, initialValue, rules, submitLabel, submittingLabel, blocked = false, i18n, onSubmit, onStatusChange }: LimitFormProps) {
  const [value, setValue] = useState(initialValue);
  const [status, setStatus] = useState<LimitFormStatus>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitting = status === 'submitting';

  const move = (next: LimitFormStatus) => {
    setStatus(next);
    onStatusChange?.(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || blocked) return;
    const found = validateLimit(value, rules);
    setFieldError(found);
    setFormMessage(null);
    setChecked(true);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    move('submitting');
    try {
      await onSubmit(toLimitText(value));
      move('success');
    } catch (error) {
      const failure = toLimitFailure(error);
      // A server message stays until the next submit; checking again on typing would wipe it.
      setChecked(false);
      setFieldError(failure.fieldError);
      setFormMessage(failure.formMessage);
      move('error');
      if (failure.fieldError) inputRef.current?.focus();
    }
  };

  return (
    <form className="account-limits-form" noValidate aria-busy={submitting || undefined} onSubmit={(event) => void submit(event)}>
      {formMessage ? (
        <FocusOnShow focusKey={formMessage}>
          <Alert tone="error" title={i18n.t('account.limits.save-failed', "We couldn't save your limit")} titleLevel={3}>
            {formMessage}
          </Alert>
        </FocusOnShow>
      ) : null}
      <TextField
        ref={inputRef}
        className="account-limits-form__amount"
        label={label}
        hint={hint}
        name="limit"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={fieldError}
        onChange={(event) => {
          setValue(event.target.value);
          if (checked) setFieldError(validateLimit(event.target.value, rules));
        }}
      />
      <Button type="submit" busy={submitting || blocked}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
