import { useId } from 'react';
import type { Ref } from 'react';
import type { I18n } from '@drawfront/shared/contract/i18n';

export interface ExpiryFieldProps {
  i18n: I18n;
  month: string;
  year: string;
  error?: string;
  /** The first year offered; cards expire at most 15 years out. */
  fromYear: number;
  onChange: (part: 'expiryMonth' | 'expiryYear', value: string) => void;
  monthRef?: Ref<HTMLSelectElement>;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** Month and year selects in one fieldset; one error (the API's `expiry`) is announced with both. */
export function ExpiryField({ i18n, month, year, error, fromYear, onChange, monthRef }: ExpiryFieldProps) {
  const id = `account-expiry-${useId()}`;
  const errorId = error ? `${id}-error` : undefined;
  const years = Array.from({ length: 16 }, (_, index) => String(fromYear + index));
  return (
    <fieldset className={['account-funds-expiry', 'df-ui-field', error ? 'df-ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="df-ui-field__label">{i18n.t('account.cards.expiry', 'Expiry date')}</legend>
      {error ? (
        <p className="df-ui-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <div className="account-funds-expiry__row">
        <label className="account-funds-expiry__part">
          <span className="account-funds-expiry__label">{i18n.t('account.cards.expiry-month', 'Month')}</span>
          <select
            ref={monthRef}
            name="expiryMonth"
            autoComplete="cc-exp-month"
            className="df-ui-field__input account-select"
            value={month}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => onChange('expiryMonth', event.target.value)}
          >
            <option value="">{i18n.t('account.cards.expiry-month-placeholder', 'MM')}</option>
            {MONTHS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label className="account-funds-expiry__part">
          <span className="account-funds-expiry__label">{i18n.t('account.cards.expiry-year', 'Year')}</span>
          <select
            name="expiryYear"
            autoComplete="cc-exp-year"
            className="df-ui-field__input account-select"
            value={year}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => onChange('expiryYear', event.target.value)}
          >
            <option value="">{i18n.t('account.cards.expiry-year-placeholder', 'YYYY')}</option>
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
