import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './fields.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label; may hold a link (e.g. to the terms), which stays keyboard-reachable after the box. */
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it and its error linked by aria-describedby. */
export function CheckboxField({ label, error, ...inputProps }: CheckboxFieldProps) {
  const id = `account-check-${useId()}`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['account-checkbox', error ? 'account-checkbox--invalid' : ''].filter(Boolean).join(' ')}>
      {error ? (
        <p className="df-ui-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <div className="account-checkbox__row">
        <input {...inputProps} id={id} type="checkbox" className="account-checkbox__input df-ui-focusable" aria-invalid={error ? true : undefined} aria-describedby={errorId} />
        <label className="account-checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}
