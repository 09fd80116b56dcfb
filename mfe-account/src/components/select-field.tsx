import { useId } from 'react';
import type { Ref, SelectHTMLAttributes } from 'react';
import './fields.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Shown first with an empty value until the customer picks. */
  placeholder: string;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select whose error is announced with it (aria-describedby), styled like the kit's text field. */
export function SelectField({ label, options, placeholder, error, ...selectProps }: SelectFieldProps) {
  const id = `account-select-${useId()}`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['df-ui-field', error ? 'df-ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="df-ui-field__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p className="df-ui-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <select {...selectProps} id={id} className="df-ui-field__input account-select" aria-invalid={error ? true : undefined} aria-describedby={errorId}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
