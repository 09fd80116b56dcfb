import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './ui.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help shown under the label, linked with aria-describedby. */
  hint?: string;
  /** Validation message; marks the input invalid and is linked with aria-describedby. */
  error?: string | null;
  /** Read the error out as soon as it appears (role="alert"): for a field whose error comes back from the server, not from typing. */
  announceError?: boolean;
  /** A control beside the input, e.g. a show-password button. */
  action?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input whose hint and error are announced with it. */
export function TextField({ label, hint, error, announceError = false, action, id, className, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `df-field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, inputProps['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['df-ui-field', error ? 'df-ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="df-ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="df-ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="df-ui-field__error" id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
      <div className="df-ui-field__row">
        <input {...inputProps} id={inputId} className="df-ui-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        {action}
      </div>
    </div>
  );
}
