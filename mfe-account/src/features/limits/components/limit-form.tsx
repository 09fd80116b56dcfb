import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SubmitState } from '@drawfront/shared/data/use-submit-once';
import type { AmountRules } from '@drawfront/shared/rules/amount-validation';
import { Alert } from '@drawfront/shared/ui/alert';
import { Button } from '@drawfront/shared/ui/button';
import { TextField } from '@drawfront/shared/ui/text-field';
import { FocusOnShow } from '../../../components/focus-on-show';
import { toLimitText, validateLimit } from '../model/limit-form';
import type { LimitFailure } from '../model/limit-form';

export interface LimitFormProps {
  /** The amount field's label, e.g. "Daily limit". */
  label: string;
  hint?: string;
  initialValue: string;
  rules: AmountRules;
  submitLabel: string;
  submittingLabel: string;
  /** The save is on its way (the page's submit-once state). */
  submitting: boolean;
  /** Another action on the same limit is in flight (a removal). */
  blocked?: boolean;
  i18n: I18n;
  /** Sends the amount ("20.00") and answers how the save ended. */
  onSubmit: (limit: string) => Promise<SubmitState<unknown, LimitFailure>>;
}

/**
 * One amount field checked with the shared amount rule; the API's 422 `errors.limit` lands under the
 * field and focus goes to it, other failures show above the form.
 */
export function LimitForm({ label, hint, initialValue, rules, submitLabel, submittingLabel, submitting, blocked = false, i18n, onSubmit }: LimitFormProps) {
  const [value, setValue] = useState(initialValue);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

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
    const outcome = await onSubmit(toLimitText(value));
    if (outcome.status !== 'error') return;
    // A server message stays until the next submit; checking again on typing would wipe it.
    setChecked(false);
    setFieldError(outcome.failure.fieldError);
    setFormMessage(outcome.failure.formMessage);
    if (outcome.failure.fieldError) inputRef.current?.focus();
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
